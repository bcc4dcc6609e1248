import { describe, expect, it } from 'vitest'
import { canOfferDelete, canSaveSpecialty, isSpecialtyComplete, specialtyFieldAccess, specialtySaveRequest, type SpecialtyEditorModes } from './editor'

const base: SpecialtyEditorModes = { isNew: false, readOnly: false, compatibilityMode: false, providerMode: false, confirmationMode: false }

describe('specialtyFieldAccess', () => {
  // [modes, specialty read-only, licence read-only, details read-only]
  it.each<[Partial<SpecialtyEditorModes>, boolean, boolean, boolean]>([
    [{ isNew: true }, false, false, false],
    [{}, true, false, false],
    [{ isNew: true, readOnly: true }, true, true, true],
    [{ readOnly: true }, true, true, true],
    [{ isNew: true, compatibilityMode: true }, false, true, false],
    [{ compatibilityMode: true }, true, true, false],
    [{ providerMode: true }, true, true, false],
    [{ confirmationMode: true }, true, true, false],
    [{ providerMode: true, confirmationMode: true }, true, true, false],
  ])('%o → specialty %s, licence %s, details %s', (modes, specialty, license, details) => {
    expect(specialtyFieldAccess({ ...base, ...modes })).toEqual({
      specialtyReadOnly: specialty,
      licenseReadOnly: license,
      detailsReadOnly: details,
    })
  })
})

describe('isSpecialtyComplete', () => {
  const complete = { specialty_id: 3, license_type_id: 1, license_number: 'TO-1', license_expiration: '2027-01-01', start_year: null }

  it('is complete with specialty, licence type, licence number and licence expiration', () => {
    expect(isSpecialtyComplete(complete, false)).toBe(true)
  })

  it.each([
    ['specialty_id', null],
    ['specialty_id', undefined],
    ['license_type_id', null],
    ['license_number', ''],
    ['license_number', '   '],
    ['license_number', null],
    ['license_expiration', ''],
    ['license_expiration', null],
  ])('is incomplete without %s (%o)', (field, empty) => {
    expect(isSpecialtyComplete({ ...complete, [field]: empty }, false)).toBe(false)
  })

  it('needs the start year too in confirmation mode, and only there', () => {
    expect(isSpecialtyComplete({ ...complete, start_year: null }, true)).toBe(false)
    expect(isSpecialtyComplete({ ...complete, start_year: 2011 }, true)).toBe(true)
    expect(isSpecialtyComplete({ ...complete, start_year: null }, false)).toBe(true)
  })
})

describe('canSaveSpecialty', () => {
  // [complete, dirty, readOnly, confirmationMode, can save]
  it.each([
    [true, true, false, false, true],
    [true, false, false, false, false],
    [false, true, false, false, false],
    [true, true, true, false, false],
    [true, false, false, true, true],
    [true, true, false, true, true],
    [false, false, false, true, false],
    [true, false, true, true, false],
  ])('complete %s, dirty %s, read-only %s, confirmation %s → %s', (complete, dirty, readOnly, confirmationMode, expected) => {
    expect(canSaveSpecialty({ complete, dirty, readOnly, confirmationMode })).toBe(expected)
  })
})

describe('canOfferDelete', () => {
  it.each([
    [{ allowDelete: true, isNew: false, readOnly: false, confirmationMode: false }, true],
    [{ allowDelete: false, isNew: false, readOnly: false, confirmationMode: false }, false],
    [{ allowDelete: true, isNew: true, readOnly: false, confirmationMode: false }, false],
    [{ allowDelete: true, isNew: false, readOnly: true, confirmationMode: false }, false],
    [{ allowDelete: true, isNew: false, readOnly: false, confirmationMode: true }, false],
  ])('%o → %s', (state, expected) => {
    expect(canOfferDelete(state)).toBe(expected)
  })
})

describe('specialtySaveRequest', () => {
  it('adds a record without id (POST) and updates one with id (PATCH)', () => {
    expect(specialtySaveRequest(undefined, { a: 1 })).toEqual({ method: 'POST', path: '/provider-specialties', body: { a: 1 } })
    expect(specialtySaveRequest(null, { a: 1 }).method).toBe('POST')
    expect(specialtySaveRequest(42, { a: 1 })).toEqual({ method: 'PATCH', path: '/provider-specialties/42', body: { a: 1 } })
  })
})
