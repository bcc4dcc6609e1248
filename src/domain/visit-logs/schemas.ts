import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { VISIT_LOG_SORTS } from '../lists/list-constants'
import { Id, IdText } from '../schemas/common'
import { multiLine, VersionHash } from '../schemas/text'
import { statusCodes } from '../workflows/flow'
import { visitLogFlow } from '../workflows/visit-log-flow'

/**
 * Paper visit logs (spec §3 "Visit log", §7 "Visit logs"): one scan per provider, location and
 * month. The same schemas check the create form and the server.
 */

export const VISIT_LOG_YEAR_MIN = 2000
export const VISIT_LOG_YEAR_MAX = 2099

const Year = v.pipe(v.number('required'), v.integer('invalid_year'), v.minValue(VISIT_LOG_YEAR_MIN, 'invalid_year'), v.maxValue(VISIT_LOG_YEAR_MAX, 'invalid_year'))
const Month = v.pipe(v.number('required'), v.integer('invalid_month'), v.minValue(1, 'invalid_month'), v.maxValue(12, 'invalid_month'))
const Notes = v.optional(v.nullable(v.pipe(v.string(), multiLine(), v.trim(), v.maxLength(2000, 'too_long'))))

/** The fields of a log, as numbers (the JSON of PUT, and the form). */
export const VisitLogFields = v.object({
  provider_id: Id,
  location_id: Id,
  year: Year,
  month: Month,
  notes: Notes,
})
export type VisitLogFields = v.InferOutput<typeof VisitLogFields>

/** Text of a multipart field as a number (a form's fields are strings). */
const numberText = (schema: typeof Year | typeof Month | typeof Id) =>
  v.pipe(v.string('required'), v.regex(/^\d{1,10}$/, 'invalid_number'), v.transform(Number), schema)

/** POST /provider-location-visit-logs: multipart, the fields as text plus the scan in `file`. */
export const VisitLogCreateForm = v.object({
  provider_id: numberText(Id),
  location_id: numberText(Id),
  year: numberText(Year),
  month: numberText(Month),
  notes: Notes,
})

/** PUT /provider-location-visit-logs/{id}: the fields and the version they were edited from. */
export const VisitLogPutInput = v.object({ ...VisitLogFields.entries, hash: VersionHash })
export type VisitLogPutInput = v.InferOutput<typeof VisitLogPutInput>

/** DELETE /provider-location-visit-logs/{id}?hash= */
export const VisitLogDeleteQuery = v.object({ hash: VersionHash })

const YearText = v.pipe(v.string(), v.regex(/^\d{4}$/, 'invalid_year'), v.transform(Number), Year)
const MonthText = v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'invalid_month'), v.transform(Number), Month)

export const VISIT_LOG_STATUSES = statusCodes(visitLogFlow)

/** GET /provider-location-visit-logs: the list convention plus provider, location, status and month. */
export const VisitLogSearch = v.object({
  ...listParams(VISIT_LOG_SORTS, '-period').entries,
  provider_id: v.optional(IdText),
  location_id: v.optional(IdText),
  status: v.optional(v.picklist(VISIT_LOG_STATUSES, 'invalid_filter')),
  year: v.optional(YearText),
  month: v.optional(MonthText),
})
export type VisitLogSearch = v.InferOutput<typeof VisitLogSearch>

/** The path's year and month of the per-provider lists. */
export const YearPath = YearText
export const MonthPath = MonthText
