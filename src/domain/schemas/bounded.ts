import { Id, IdText, MAX_ID } from './common'
import { OptionalText, RequiredText } from './text'

/**
 * The names the office contract (students, locations, import) uses for bounded ids and safe
 * text. They are the shared schemas of `common.ts` and `text.ts`: ids within the int4 range,
 * text without NUL, control or bidirectional-override characters.
 */

export const INT4_MAX = MAX_ID

/** A record id in a JSON body: a positive safe integer that fits the int4 column. */
export const DbId = Id

/** An id in a query string or path: digits only, within the int4 range. */
export const QueryDbId = IdText

/** Single-line text of at most `max` characters, trimmed; something must be written. */
export const requiredText = RequiredText

/** Optional single-line text: absent, null or blank all mean "none" (null). */
export const optionalText = OptionalText
