import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { providerSpecialtyCreateInput, providerSpecialtyPatchInput, specialtyForm } from './schemas'

const TODAY = '2026-03-10'
const valid = {
  specialty_id: 3,
  license_type_id: 1,
  license_number: ' TO-33107 ',
  license_expiration: '2027-01-01',
  telehealth_license_number: '',
  telehealth_license_expiration: '',
  start_year: 2015,
  insurance_expiration: null,
  specialty_features: [{ specialty_feature_id: 1, value: true }],
}

function errors(result: v.SafeParseResult<v.GenericSchema>) {
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]))
}

describe('specialtyForm', () => {
  it('trims the licence number and turns blank optional fields into null', () => {
    const result = v.safeParse(specialtyForm(TODAY, { confirmationMode: false }), valid)
    expect(result.success).toBe(true)
    expect(result.output).toMatchObject({ license_number: 'TO-33107', telehealth_license_number: null, telehealth_license_expiration: null })
  })

  it('requires specialty, licence type, number and expiration', () => {
    const result = v.safeParse(specialtyForm(TODAY, { confirmationMode: false }), {
      ...valid,
      specialty_id: null,
      license_type_id: undefined,
      license_number: '  ',
      license_expiration: '',
    })
    expect(errors(result)).toMatchObject({ specialty_id: 'required', license_type_id: 'required', license_number: 'required', license_expiration: 'invalid_date' })
  })

  it('requires the start year only in confirmation mode', () => {
    const withoutYear = { ...valid, start_year: null }
    expect(v.safeParse(specialtyForm(TODAY, { confirmationMode: false }), withoutYear).success).toBe(true)
    expect(errors(v.safeParse(specialtyForm(TODAY, { confirmationMode: true }), withoutYear))).toEqual({ start_year: 'required' })
  })

  it.each([
    [2026, true],
    [1946, true],
    [1945, false],
    [2027, false],
  ])('start year %s accepted: %s (today 2026)', (year, accepted) => {
    expect(v.safeParse(specialtyForm(TODAY, { confirmationMode: false }), { ...valid, start_year: year }).success).toBe(accepted)
  })

  it('refuses a feature given twice', () => {
    const features = [
      { specialty_feature_id: 1, value: true },
      { specialty_feature_id: 1, value: false },
    ]
    expect(errors(v.safeParse(specialtyForm(TODAY, { confirmationMode: false }), { ...valid, specialty_features: features }))).toEqual({
      specialty_features: 'duplicate_feature',
    })
  })
})

describe('API inputs', () => {
  it('a new specialty names its provider and may bring files', () => {
    const result = v.safeParse(providerSpecialtyCreateInput(TODAY), {
      ...valid,
      provider_id: 4,
      attachments: [{ action: 'add', containerType: 'provider-specialty', filename: 'licencia.pdf', description: 'Otro', file: 'JVBERi0=' }],
    })
    expect(errors(result)).toEqual({})
    expect(v.safeParse(providerSpecialtyCreateInput(TODAY), valid).success).toBe(false)
  })

  it('a change may carry any subset of the fields, and confirm defaults to false', () => {
    const result = v.safeParse(providerSpecialtyPatchInput(TODAY), { start_year: 2010 })
    expect(result.success).toBe(true)
    expect(result.output).toEqual({ start_year: 2010, attachments: [], confirm: false })
  })
})
