import * as v from 'valibot'

/**
 * What text may hold. PostgreSQL refuses NUL in text, and no person types the other C0 controls,
 * DEL, the C1 controls or the bidirectional overrides (which can make "invoice.pdf.exe" display as
 * something else): every text field refuses them with `invalid_characters`. Multi-line fields
 * (notes) keep tab, line feed and carriage return.
 */

const BIDI_CONTROLS = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
const MULTI_LINE_ALLOWED = new Set([0x09, 0x0a, 0x0d])

function isForbidden(code: number, multiLine: boolean): boolean {
  if (code < 0x20) return !(multiLine && MULTI_LINE_ALLOWED.has(code))
  return (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.has(code)
}

export function hasForbiddenCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  const multiLine = options.multiLine ?? false
  for (let index = 0; index < text.length; index++) {
    if (isForbidden(text.charCodeAt(index), multiLine)) return true
  }
  return false
}

/** A check for any single-line string schema: no control or bidirectional-override characters. */
export const singleLine = () => v.check((text: string) => !hasForbiddenCharacters(text), 'invalid_characters')

/** A check for multi-line text (notes, comments): tab and line breaks are allowed, other controls not. */
export const multiLine = () => v.check((text: string) => !hasForbiddenCharacters(text, { multiLine: true }), 'invalid_characters')

/** Required single-line text, trimmed, at most `max` characters. */
export const RequiredText = (max: number) =>
  v.pipe(v.string('required'), singleLine(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'))

/** Optional single-line text: absent, null or blank becomes null; otherwise trimmed, at most `max`. */
export const OptionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), singleLine(), v.maxLength(max, 'too_long'))),
  )

/** A record version (`hash`) sent back by the app: opaque, short, printable. */
export const VersionHash = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(128, 'invalid_hash'), v.regex(/^[\x21-\x7e]+$/, 'invalid_hash'))
