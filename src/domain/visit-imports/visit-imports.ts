import * as v from 'valibot'
import { displayDateToIso, FORMATS, formatted } from '../formats/formats'
import { isIsoDate } from '../rules/dates'
import { inTimeWindow, isTime } from '../service-sessions/rules'
import { singleLine } from '../schemas/text'

/**
 * Visit imports (issue 14 item 3; spec §7 "Service visits": /periods/{id}/imports, /periods/imports/{id},
 * its errors, PATCH of an error). A district's file of visits (xlsx or csv, multipart `file`, and
 * the generic import's optional `to_date`) goes into one billing period: every row is checked
 * against students, referrals, providers, services, durations and the period's dates; a good row
 * becomes a session with one visit (it counts in the period like a recorded one, its origin kept
 * as imported), a bad one stays as an import error with a code and the row's original values,
 * fixable one by one (PATCH) or marked as reviewed. The same file imported twice adds nothing.
 */

export const VISIT_IMPORT_MAX_ROWS = 60_000
export const VISIT_IMPORT_MAX_BYTES = 20 * 1024 * 1024

/** Columns by the header the district uses (matched without case or accents). */
export const VISIT_IMPORT_COLUMNS = [
  { key: 'sie_number', header: 'SIE', required: true },
  /** ####-##-######; when absent, the student's referral of that service with that provider. */
  { key: 'referral_number', header: 'Referido', required: false },
  /** The provider's number (id) or e-mail. */
  { key: 'provider', header: 'Proveedor', required: true },
  { key: 'service_code', header: 'Servicio', required: true },
  /** yyyy-MM-dd or MM/dd/yyyy. */
  { key: 'date', header: 'Fecha', required: true },
  /** HH:mm within 06:00–20:00. */
  { key: 'time', header: 'Hora', required: true },
  /** Minutes, one of the service durations. */
  { key: 'duration', header: 'Duración', required: true },
  /** A visit outcome's name; absent: attended. */
  { key: 'outcome', header: 'Resultado', required: false },
] as const

export type VisitImportColumn = (typeof VISIT_IMPORT_COLUMNS)[number]['key']
export type VisitImportValues = Record<VisitImportColumn, string>

/** Why a row was not imported (each with the column it concerns). */
export type VisitImportErrorCode =
  | 'required'
  | 'too_long'
  | 'invalid_characters'
  | 'invalid_sie_number'
  | 'invalid_referral_number'
  | 'invalid_date'
  | 'invalid_time'
  | 'time_window'
  | 'invalid_duration'
  | 'date_in_future'
  | 'outside_period'
  | 'unknown_student'
  | 'unknown_provider'
  | 'unknown_service'
  | 'unknown_duration'
  | 'unknown_outcome'
  | 'unknown_referral'
  | 'referral_mismatch'
  | 'referral_other_provider'
  | 'no_referral'
  | 'outside_referral'
  | 'not_permitted'

export const REFERRAL_NUMBER_PATTERN = /^\d{4}-\d{2}-\d{6}$/

const text = (max: number) => v.pipe(v.string('required'), v.trim(), singleLine(), v.maxLength(max, 'too_long'))
const required = (max: number) => v.pipe(text(max), v.nonEmpty('required'))

/** H:mm or HH:mm (a spreadsheet drops the leading zero) → HH:mm. */
export const normalizeTime = (value: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim())
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value.trim()
}

/** yyyy-MM-dd, or MM/dd/yyyy (the screen's form) → yyyy-MM-dd. */
export const normalizeDate = (value: string) => displayDateToIso(value) ?? value.trim()

/**
 * The shape of one row, as the file has it or as a person corrects it (the PATCH form uses the
 * same schema); the database checks follow on the server. Messages are VisitImportErrorCode.
 */
export const VisitImportRow = v.object({
  sie_number: formatted(FORMATS.sie),
  referral_number: v.pipe(text(20), v.check((value) => value === '' || REFERRAL_NUMBER_PATTERN.test(value), 'invalid_referral_number')),
  provider: required(254),
  service_code: v.pipe(required(10), v.toUpperCase()),
  date: v.pipe(required(20), v.transform(normalizeDate), v.check(isIsoDate, 'invalid_date')),
  time: v.pipe(required(10), v.transform(normalizeTime), v.check(isTime, 'invalid_time'), v.check(inTimeWindow, 'time_window')),
  duration: v.pipe(required(4), v.regex(/^\d{1,3}$/, 'invalid_duration'), v.transform(Number)),
  outcome: text(100),
})
export type CheckedVisitRow = v.InferOutput<typeof VisitImportRow>

export type VisitImportStatus = 'running' | 'done' | 'failed'
export type ImportErrorStatus = 'open' | 'fixed' | 'dismissed'

export interface VisitImportCounts {
  /** Rows that became visits in this import (corrections included). */
  imported: number
  /** Rows whose visit was already there (a recorded one, or an earlier import's): nothing added. */
  skipped: number
  /** Rows dated after the import's `to_date`: left out on purpose. */
  ignored: number
  /** Rows kept as import errors. */
  errors: number
}

/** GET /service-visits/periods/imports/{id} and the list; poll while `running`. */
export interface VisitImport {
  id: number
  period_id: number
  filename: string
  to_date: string | null
  status: VisitImportStatus
  total_rows: number
  processed_rows: number
  counts: VisitImportCounts
  /** Errors not yet fixed nor marked. */
  open_errors: number
  error_code: string | null
  created_by_name: string
  created_at: string
  finished_at: string | null
}

/** POST answer: `repeated` when this very file (same content and to_date) was imported already. */
export interface VisitImportStarted {
  import: VisitImport
  repeated: boolean
}

/** GET /service-visits/periods/imports/{id}/errors items. */
export interface VisitImportError {
  id: number
  import_id: number
  /** Row number in the sheet, counting the header as row 1. */
  row: number
  code: VisitImportErrorCode
  column: VisitImportColumn | null
  /** The row as the file had it, or as last corrected. */
  values: VisitImportValues
  status: ImportErrorStatus
  /** The visit the corrected row became. */
  visit_id: string | null
  note: string | null
  updated_at: string
}

const CellText = v.pipe(v.string('required'), v.maxLength(254, 'too_long'))

/** PATCH /service-visits/periods/imports/errors/{id}: correct the row, mark it reviewed, or reopen it. */
export const ImportErrorPatch = v.variant('action', [
  v.object({
    action: v.literal('fix'),
    /** The corrected cells; a column left out keeps its value. */
    values: v.partial(v.object(Object.fromEntries(VISIT_IMPORT_COLUMNS.map((column) => [column.key, CellText])) as Record<VisitImportColumn, typeof CellText>)),
  }),
  v.object({ action: v.literal('dismiss'), note: v.optional(v.pipe(v.string(), v.trim(), singleLine(), v.maxLength(500, 'too_long')), '') }),
  v.object({ action: v.literal('reopen') }),
])
export type ImportErrorPatch = v.InferOutput<typeof ImportErrorPatch>

/** A sheet of visits as the district sends it (the screen offers it as a template). */
export const VISIT_IMPORT_HEADER = VISIT_IMPORT_COLUMNS.map((column) => column.header).join(',')
