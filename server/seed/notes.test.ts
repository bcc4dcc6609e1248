import { and, eq, inArray, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceSessions, sessionOutcomes } from '../db/schema'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { completedNextDayNote, notesFor, sessionNotes, sessionOutcomes as seededOutcomes } from './data/service-sessions'

const ACTIVITY_NOTES = [...sessionNotes.filter((note) => note !== ''), completedNextDayNote]

describe('seeded notes agree with the outcome', () => {
  it('a session not given may only say why, never what was worked on', () => {
    for (const outcome of seededOutcomes.filter((candidate) => !candidate.delivered)) {
      const notes = notesFor(outcome)
      expect(notes.length, outcome.name).toBeGreaterThan(0)
      for (const note of notes) expect(ACTIVITY_NOTES, `${outcome.name}: ${note}`).not.toContain(note)
    }
    expect(notesFor({ name: 'Sesión ofrecida', delivered: true })).toEqual(sessionNotes)
    expect(() => notesFor({ name: 'Otra', delivered: false })).toThrow()
  })

  describe('in the demo database', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t?.close())

    it('no "Proveedor ausente" (or any session not given) carries notes of activities', async () => {
      const rows = await t.db
        .select({ outcome: sessionOutcomes.name, notes: serviceSessions.notes })
        .from(serviceSessions)
        .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
        .where(and(eq(sessionOutcomes.delivered, false), inArray(serviceSessions.notes, ACTIVITY_NOTES)))
      expect(rows).toEqual([])
      const notGiven = await t.db
        .select({ outcome: sessionOutcomes.name })
        .from(serviceSessions)
        .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
        .where(and(eq(sessionOutcomes.name, 'Proveedor ausente'), ne(serviceSessions.notes, '')))
      // The rule is exercised: some provider absences are seeded with a reason.
      expect(notGiven.length).toBeGreaterThan(0)
    })
  })
})
