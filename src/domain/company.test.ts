import { describe, expect, it } from 'vitest'
import { company } from '../../test/support/fixtures'
import { hasModule } from './company'

describe('hasModule', () => {
  it('is true only for the modules the company has', () => {
    expect(hasModule(company, 'billing')).toBe(true)
    expect(hasModule(company, 'finance')).toBe(false)
  })

  it('is false while the company is not known yet', () => {
    expect(hasModule(undefined, 'billing')).toBe(false)
  })
})
