import * as v from 'valibot'
import { isIsoDate } from '../rules/dates'

/** The largest value of the database's integer (int4) columns; every id fits in one. */
export const MAX_ID = 2_147_483_647

/**
 * A database id sent by the app: a positive integer within the int4 range. `1e21` and
 * 2147483648 are numbers JSON allows, but no row can have them: `invalid_id`, never a database error.
 */
export const Id = v.pipe(v.number('required'), v.integer('invalid_id'), v.minValue(1, 'invalid_id'), v.maxValue(MAX_ID, 'invalid_id'))

/** The same id as it arrives in a query string or a path segment. */
export const IdText = v.pipe(v.string('required'), v.regex(/^\d{1,10}$/, 'invalid_id'), v.transform(Number), Id)

export const Uuid = v.pipe(v.string('required'), v.uuid('invalid_id'))

/** The widest plausible range of any date in this domain; fields narrow it further. */
export const DATE_MIN = '1900-01-01'
export const DATE_MAX = '2099-12-31'

/** A yyyy-MM-dd date between `min` and `max` (inclusive); outside it, `date_out_of_range`. */
export const isoDateBetween = (min: string, max: string) =>
  v.pipe(
    v.string('required'),
    v.check(isIsoDate, 'invalid_date'),
    v.check((date: string) => date >= min && date <= max, 'date_out_of_range'),
  )

/** Any date field: 1900-01-01 to 2099-12-31. */
export const IsoDate = isoDateBetween(DATE_MIN, DATE_MAX)
