import * as v from 'valibot'
import { isIsoDate } from '../rules/dates'
import { EMAIL_PATTERN } from '../schemas/auth'

/**
 * The formats of spec §3 and §5, as predicates (for rules and the import) and as valibot schemas
 * (for forms and the server). Each schema's message is the code the app translates.
 */

export const FORMAT_PATTERNS = {
  /** SIE number of the Department of Education: exactly 8 digits. */
  sie: /^\d{8}$/,
  /** Registry number: exactly 10 digits. */
  registry: /^\d{10}$/,
  ssn: /^\d{3}-\d{2}-\d{4}$/,
  ein: /^\d{2}-\d{7}$/,
  phone: /^\(\d{3}\) \d{3}-\d{4}$/,
  zip: /^\d{5}-\d{4}$/,
  /** Two capital letters, e.g. PR. */
  state: /^[A-Z]{2}$/,
  /** A school code of the Department of Education (5 digits). */
  schoolCode: /^\d{5}$/,
} as const

export type FormatName = keyof typeof FORMAT_PATTERNS

export const isSieNumber = (value: string) => FORMAT_PATTERNS.sie.test(value)
export const isRegistryNumber = (value: string) => FORMAT_PATTERNS.registry.test(value)
export const isSsn = (value: string) => FORMAT_PATTERNS.ssn.test(value)
export const isEin = (value: string) => FORMAT_PATTERNS.ein.test(value)
export const isPhone = (value: string) => FORMAT_PATTERNS.phone.test(value)
export const isZip = (value: string) => FORMAT_PATTERNS.zip.test(value)
export const isStateCode = (value: string) => FORMAT_PATTERNS.state.test(value)
export const isEmail = (value: string) => EMAIL_PATTERN.test(value) && value.length <= 254

const digits = (value: string) => value.replace(/\D/g, '')

/** `787 555 1234`, `7875551234` → `(787) 555-1234`; anything else is returned as typed. */
export function normalizePhone(value: string): string {
  const d = digits(value)
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : value.trim()
}

/** 9 digits in any grouping → `###-##-####`; anything else is returned as typed. */
export function normalizeSsn(value: string): string {
  const d = digits(value)
  return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : value.trim()
}

/** An SSN as it may be shown: only the last four digits. */
export function maskSsn(lastFour: string): string {
  return `***-**-${lastFour}`
}

/** yyyy-MM-dd (the wire) → MM/dd/yyyy (the screen, spec §3). */
export function isoToDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso
}

/** MM/dd/yyyy (typed on screen) → yyyy-MM-dd, or null when it is not a real date. */
export function displayDateToIso(display: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(display.trim())
  if (!match) return null
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`
  return isIsoDate(iso) ? iso : null
}

/** How each format is cleaned before it is checked, and the code a mismatch answers. */
interface Format {
  normalize: (value: string) => string
  test: (value: string) => boolean
  code: string
}

const trimmed = (value: string) => value.trim()
const format = (test: (value: string) => boolean, code: string, normalize: (value: string) => string = trimmed): Format => ({ normalize, test, code })

export const FORMATS = {
  sie: format(isSieNumber, 'invalid_sie_number'),
  registry: format(isRegistryNumber, 'invalid_registry_number'),
  ssn: format(isSsn, 'invalid_ssn', normalizeSsn),
  ein: format(isEin, 'invalid_ein'),
  phone: format(isPhone, 'invalid_phone', normalizePhone),
  zip: format(isZip, 'invalid_zip'),
  state: format(isStateCode, 'invalid_state', (value) => value.trim().toUpperCase()),
  schoolCode: format((value) => FORMAT_PATTERNS.schoolCode.test(value), 'invalid_school_code'),
  email: format(isEmail, 'invalid_email', (value) => value.trim().toLowerCase()),
} satisfies Record<string, Format>

/** A required formatted field. */
export const formatted = ({ normalize, test, code }: Format) =>
  v.pipe(v.string('required'), v.transform(normalize), v.nonEmpty('required'), v.check(test, code))

/** A formatted field a form may leave empty: absent, null and '' all mean "none" (null). */
export const optionalFormatted = ({ normalize, test, code }: Format) =>
  v.optional(
    v.pipe(
      v.nullable(v.string('required')),
      v.transform((value) => (value === null ? null : normalize(value) || null)),
      v.check((value) => value === null || test(value), code),
    ),
    null,
  )

export const SieNumber = formatted(FORMATS.sie)
export const RegistryNumber = formatted(FORMATS.registry)
export const Ssn = formatted(FORMATS.ssn)
export const Ein = formatted(FORMATS.ein)
export const Phone = formatted(FORMATS.phone)
export const Zip = formatted(FORMATS.zip)
export const StateCode = formatted(FORMATS.state)
export const SchoolCode = formatted(FORMATS.schoolCode)
export const EmailAddress = formatted(FORMATS.email)
export { IsoDate } from '../schemas/common'
