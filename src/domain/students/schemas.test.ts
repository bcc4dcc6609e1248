import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { INT4_MAX } from '../schemas/bounded'
import { ContactDetailsInput, StudentCreateInput, StudentDetailsInput, StudentPatchInput, StudentSearch } from './schemas'

const details = { action: 'student-details', hash: 'h1', first_name: 'Ana', last_name: 'Rivera', birth_date: '2015-03-02', gender_id: 1 }
const errorsOf = (schema: v.GenericSchema, value: unknown) =>
  Object.fromEntries((v.safeParse(schema, value).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))

describe('student inputs', () => {
  it('fills optional fields with null and keeps an absent SSN absent (keep the stored one)', () => {
    const parsed = v.parse(StudentDetailsInput, details)
    expect(parsed).toMatchObject({ second_last_name: null, grade_id: null, registry_number: null })
    expect('ssn' in parsed && parsed.ssn !== undefined).toBe(false)
    expect(v.parse(StudentDetailsInput, { ...details, ssn: '123456789' }).ssn).toBe('123-45-6789')
    expect(v.parse(StudentDetailsInput, { ...details, ssn: null }).ssn).toBeNull()
  })

  it('refuses control characters, ids beyond int4 and malformed formats with codes', () => {
    expect(errorsOf(StudentDetailsInput, { ...details, first_name: 'A\u0007na', gender_id: INT4_MAX + 1, registry_number: '123' })).toEqual({
      first_name: 'invalid_characters',
      gender_id: 'invalid_id',
      registry_number: 'invalid_registry_number',
    })
    expect(errorsOf(ContactDetailsInput, { action: 'contact-details', hash: 'h', zip: '00961', phone: '555', state: 'PRI' })).toEqual({
      zip: 'invalid_zip',
      phone: 'invalid_phone',
      state: 'invalid_state',
    })
  })

  it('needs an SIE number of 8 digits to create', () => {
    const { action: _action, hash: _hash, ...fields } = details
    expect(errorsOf(StudentCreateInput, { ...fields, sie_number: '1234567' })).toEqual({ sie_number: 'invalid_sie_number' })
    expect(v.safeParse(StudentCreateInput, { ...fields, sie_number: '12345678' }).success).toBe(true)
  })

  it('changes only the fields a plain PATCH sends', () => {
    expect(v.parse(StudentPatchInput, { hash: 'h', zip: '00961-1234' })).toEqual({ hash: 'h', zip: '00961-1234' })
  })

  it('reads the list query with its filters', () => {
    expect(v.parse(StudentSearch, { q: '4000', sort: '-sie_number', customer_id: '2' })).toMatchObject({
      q: '4000',
      sort: { field: 'sie_number', direction: 'desc' },
      customer_id: 2,
      page: 1,
    })
    expect(errorsOf(StudentSearch, { customer_id: '99999999999' })).toEqual({ customer_id: 'invalid_id' })
  })
})
