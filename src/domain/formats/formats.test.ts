import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  displayDateToIso,
  Ein,
  EmailAddress,
  FORMATS,
  IsoDate,
  isoToDisplayDate,
  maskSsn,
  optionalFormatted,
  Phone,
  RegistryNumber,
  SieNumber,
  Ssn,
  StateCode,
  Zip,
} from './formats'

/** The code a schema answers for a value, or 'ok'. */
const codeOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? 'ok' : result.issues[0].message
}

describe('format validators (spec §3, §5)', () => {
  it('SIE number: exactly 8 digits', () => {
    expect(codeOf(SieNumber, '40000000')).toBe('ok')
    expect(codeOf(SieNumber, ' 40000000 ')).toBe('ok')
    for (const bad of ['4000000', '400000000', '4000000a', '4000-0000']) expect(codeOf(SieNumber, bad), bad).toBe('invalid_sie_number')
    expect(codeOf(SieNumber, '')).toBe('required')
    expect(codeOf(SieNumber, 40000000)).toBe('required')
  })

  it('registry number: exactly 10 digits', () => {
    expect(codeOf(RegistryNumber, '1234567890')).toBe('ok')
    for (const bad of ['123456789', '12345678901', '12345 67890']) expect(codeOf(RegistryNumber, bad), bad).toBe('invalid_registry_number')
  })

  it('SSN: ###-##-####, 9 digits in any grouping are normalised', () => {
    expect(v.parse(Ssn, '123-45-6789')).toBe('123-45-6789')
    expect(v.parse(Ssn, '123456789')).toBe('123-45-6789')
    for (const bad of ['12-345-678', '123-45-678', '123-45-67890', 'abc-de-fghi']) expect(codeOf(Ssn, bad), bad).toBe('invalid_ssn')
    expect(maskSsn('6789')).toBe('***-**-6789')
  })

  it('EIN: ##-#######', () => {
    expect(codeOf(Ein, '66-1234567')).toBe('ok')
    for (const bad of ['661234567', '661-234567', '66-123456']) expect(codeOf(Ein, bad), bad).toBe('invalid_ein')
  })

  it('phone: (###) ###-####, 10 digits in any grouping are normalised', () => {
    expect(v.parse(Phone, '(787) 555-1234')).toBe('(787) 555-1234')
    expect(v.parse(Phone, '787-555-1234')).toBe('(787) 555-1234')
    for (const bad of ['555-1234', '(787) 555-12345', '1 (787) 555-1234']) expect(codeOf(Phone, bad), bad).toBe('invalid_phone')
  })

  it('zip: #####-####', () => {
    expect(codeOf(Zip, '00961-1234')).toBe('ok')
    for (const bad of ['00961', '009611234', '0096-11234']) expect(codeOf(Zip, bad), bad).toBe('invalid_zip')
  })

  it('state: two letters, upper-cased', () => {
    expect(v.parse(StateCode, 'pr')).toBe('PR')
    for (const bad of ['P', 'PRI', 'P1']) expect(codeOf(StateCode, bad), bad).toBe('invalid_state')
  })

  it('e-mail: a basic pattern, lower-cased', () => {
    expect(v.parse(EmailAddress, ' Ana@Example.COM ')).toBe('ana@example.com')
    for (const bad of ['ana', 'ana@', 'ana@example', 'a b@example.com', `${'a'.repeat(250)}@x.com`]) {
      expect(codeOf(EmailAddress, bad), bad).toBe('invalid_email')
    }
  })

  it('dates: yyyy-MM-dd on the wire, MM/dd/yyyy on screen, real days only', () => {
    expect(codeOf(IsoDate, '2024-02-29')).toBe('ok')
    for (const bad of ['2023-02-29', '2024-13-01', '02/29/2024', '2024-2-9']) expect(codeOf(IsoDate, bad), bad).toBe('invalid_date')
    expect(isoToDisplayDate('2024-02-09')).toBe('02/09/2024')
    expect(displayDateToIso('2/9/2024')).toBe('2024-02-09')
    expect(displayDateToIso('02/30/2024')).toBeNull()
    expect(displayDateToIso('2024-02-09')).toBeNull()
  })

  it('an optional format takes absent, null and blank as none, and still checks a value', () => {
    const OptionalZip = optionalFormatted(FORMATS.zip)
    expect(v.parse(OptionalZip, undefined)).toBeNull()
    expect(v.parse(OptionalZip, null)).toBeNull()
    expect(v.parse(OptionalZip, '  ')).toBeNull()
    expect(v.parse(OptionalZip, '00961-1234')).toBe('00961-1234')
    expect(codeOf(OptionalZip, '00961')).toBe('invalid_zip')
  })
})
