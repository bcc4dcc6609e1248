import * as v from 'valibot'

/**
 * Bounds every id and text an office form sends, so a hostile body can neither overflow an int4
 * column (500 from the database) nor smuggle NUL or control characters into a record.
 * The lead is adding the same shared schemas to `schemas/common.ts`; when they land, these two
 * names become re-exports of those, and nothing that imports them changes.
 */

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647

/** A record id in a JSON body: a positive safe integer that fits the int4 column. */
export const DbId = v.pipe(v.number('required'), v.integer('invalid_id'), v.minValue(1, 'invalid_id'), v.maxValue(INT4_MAX, 'invalid_id'))

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d])

/** No NUL, no C0 control character other than tab, line feed and carriage return, no DEL. */
export function hasNoControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false
  }
  return true
}

/** Free text of at most `max` characters, trimmed, without control characters ('' allowed). */
export const safeText = (max: number) =>
  v.pipe(v.string('required'), v.trim(), v.maxLength(max, 'too_long'), v.check(hasNoControlCharacters, 'invalid_characters'))

/** Like `safeText`, but something must be written. */
export const requiredText = (max: number) => v.pipe(safeText(max), v.nonEmpty('required'))

/** Optional free text: absent, null or blank all mean "none" (null). */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.nullable(safeText(max)), v.transform((text) => (text ? text : null))), null)

/** An id in a query string or path: digits only, within the int4 range. */
export const QueryDbId = v.pipe(
  v.string('required'),
  v.regex(/^\d{1,10}$/, 'invalid_id'),
  v.transform(Number),
  v.minValue(1, 'invalid_id'),
  v.maxValue(INT4_MAX, 'invalid_id'),
)
