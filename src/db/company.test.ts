import { describe, expect, it } from 'vitest'
import { company } from '../../test/support/fixtures'
import { saveCompany } from './company'
import { db } from './database'

describe('company on the device', () => {
  it('is written only when the server sent something new (a write redraws every screen showing it)', async () => {
    await saveCompany(company, new Date('2026-01-01T00:00:00Z'))
    await saveCompany({ ...company }, new Date('2026-02-01T00:00:00Z'))
    expect((await db.company.get('current'))?.fetchedAt).toBe('2026-01-01T00:00:00.000Z')
    await saveCompany({ ...company, short_name: 'Otra' }, new Date('2026-03-01T00:00:00Z'))
    const stored = await db.company.get('current')
    expect(stored?.company.short_name).toBe('Otra')
    expect(stored?.fetchedAt).toBe('2026-03-01T00:00:00.000Z')
  })
})
