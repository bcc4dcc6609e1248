import { describe, expect, it } from 'vitest'
import { referenceListsFresh, saveReferenceLists } from './reference-lists'

describe('referenceListsFresh', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const hour = 60 * 60 * 1000

  it('is fresh only when every list is on the device, in the language asked, and recent enough', async () => {
    await saveReferenceLists({ genders: [], services: [] }, { language: 'es', now: new Date(now.getTime() - 2 * hour) })
    expect(await referenceListsFresh(['genders', 'services'], 'es', 6 * hour, now.getTime())).toBe(true)
    expect(await referenceListsFresh(['genders', 'services'], 'es', 1 * hour, now.getTime())).toBe(false)
    expect(await referenceListsFresh(['genders', 'services'], 'en-US', 6 * hour, now.getTime())).toBe(false)
    expect(await referenceListsFresh(['genders', 'durations'], 'es', 6 * hour, now.getTime())).toBe(false)
  })
})
