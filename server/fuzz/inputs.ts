import fc from 'fast-check'
import type { RouteParam } from './route-table'

/**
 * The bad inputs, fixed and seeded (the same every run unless FUZZ_SEED changes): what a careless
 * client or an attacker sends. Field names are the API's own, so bad values reach the schemas.
 */

export const FIELD_NAMES = [
  'id', 'provider_id', 'student_id', 'referral_id', 'service_id', 'location_id', 'duration_id', 'session_type_id',
  'session_outcome_id', 'visit_outcome_id', 'session_id', 'specialty_id', 'license_type_id', 'license_number',
  'license_expiration', 'telehealth_license_number', 'telehealth_license_expiration', 'start_year', 'insurance_expiration',
  'specialty_features', 'attachments', 'confirm', 'date', 'time', 'notes', 'visits', 'hash', 'email', 'password',
  'refreshToken', 'first_name', 'last_name', 'phone', 'provider_status_id', 'municipality_id', 'external_name', 'filename',
  'description', 'name', 'status_id', 'customer_id', 'comment', 'action', 'page', 'page_size', 'sort', 'q',
] as const

const deep = (levels: number): unknown => (levels === 0 ? 1 : [deep(levels - 1)])

export const BAD_VALUES: unknown[] = [
  2_147_483_648, 1e21, -1, 0, 1.5, Number.MAX_SAFE_INTEGER, -1e308, null, true, '', ' ', 'a\u0000b', '\u0000',
  'bell\u0007', '\u202egnp.exe', 'x'.repeat(70_000), [], {}, [1, 'x', null], { nested: { value: 1 } }, deep(12),
  '2026-02-30', '0100-01-01', '9999-12-31', '25:61', "'; drop table users; --", { $gt: '' }, '1e21', '-0',
  '../../etc/passwd', '%00', 'ñandú @ example.com',
]

/** Whole bodies that no schema expects. */
export const FIXED_BODIES: string[] = [
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '12',
  `${'['.repeat(4000)}${']'.repeat(4000)}`,
  `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
  JSON.stringify({ unknown_field: 1, another: 'x' }),
  JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, 'a\u0000b']))),
  JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, 2_147_483_648]))),
  JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, []]))),
  JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, {}]))),
]

const badValue = fc.constantFrom(...BAD_VALUES)

/** `count` random bodies: some of the API's field names, each with a bad value. */
export function randomBodies(seed: number, count: number): string[] {
  const body = fc.dictionary(fc.constantFrom(...FIELD_NAMES), badValue, { maxKeys: 8 })
  return fc.sample(body, { seed, numRuns: count }).map((value) => JSON.stringify(value))
}

export const FIXED_QUERIES: string[] = [
  'page=-1', 'page=0', 'page_size=100000', 'page_size=abc', 'sort=password', 'sort=-', 'q=%00', 'q=%E2%80%AE',
  `q=${'x'.repeat(5000)}`, 'provider_id=2147483648', 'provider_id=1e21', 'provider_id=-1', 'date=0000-00-00',
  'date=2026-02-30', 'from=9999-99-99', 'month=2026-13', 'session_id=nope', 'limit=99999999999999999999',
  'filename=%00', 'filename=..%2F..%2Fx', 'deltas=%E0%A4%A', 'detailLevel=%00', 'supervisor_id=2147483648',
]

/** `count` random query strings from the same names and values. */
export function randomQueries(seed: number, count: number): string[] {
  const text = badValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? ''))
  const query = fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 5 })
  return fc.sample(query, { seed, numRuns: count }).map((value) => new URLSearchParams(value).toString())
}

/** Values for a path parameter that name nothing, and values that are not even of its kind. */
export function missingValue(param: RouteParam): string {
  switch (param.kind) {
    case 'uuid':
      return '6f1d2a8e-0000-4000-8000-000000000000'
    case 'month':
      return '2026-03'
    case 'number':
      return '2147483646'
    case 'text':
      return 'provider-specialty'
  }
}

export const BAD_PATH_VALUES = ['0', '-1', '99999999999', '2147483648', '1e21', 'abc', '\u0000', '%', ' ', 'x'.repeat(300), '..']
