import { describe, expect, it } from 'vitest'
import { isGuestEntryPath } from './entry'

describe('guest entry paths', () => {
  it.each([
    ['/guest/intervention-plans/3f2c9a7e-1b2d-4c5e-8f90-123456789abc', true],
    ['/guest/intervention-plans', true],
    ['/guest/intervention-plans/', true],
    ['/guest/intervention-plans-x', false],
    ['/guest/service-forms/abc', true],
    ['/guest/service-formsx', false],
    ['/students', false],
  ])('%s → %s', (path, expected) => {
    expect(isGuestEntryPath(path)).toBe(expected)
  })
})
