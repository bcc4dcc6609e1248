import { describe, expect, it } from 'vitest'
import { activeStudent, lookupLists } from '../../../test/support/session-lookups'
import type { ActiveStudentRecord } from '../../db/database'
import { carriedOverFields, initialFormValues } from './form/session-form-values'
import { defaultVisitOutcome, fitVisitsToOutcome, locationChoices, serviceChoices, studentChoices, visitOutcomeChoices } from './session-choices'

const owned = (student: ReturnType<typeof activeStudent>): ActiveStudentRecord => ({ ...student, owner: 'provider:1' })
const students = [
  owned(activeStudent({ student_name: 'Zoe', location_id: 1, location_name: 'B', service_id: 1, service_name: 'Habla' })),
  owned(activeStudent({ student_name: 'Ana', location_id: 1, location_name: 'B', service_id: 1, service_name: 'Habla' })),
  owned(activeStudent({ student_name: 'Luis', location_id: 2, location_name: 'A', service_id: 3, service_name: 'Ocupacional' })),
]

describe('session form choices', () => {
  it('offers each location and service once, by name, and the students of both by name', () => {
    expect(locationChoices(students)).toEqual([
      { id: 2, name: 'A' },
      { id: 1, name: 'B' },
    ])
    expect(serviceChoices(students, 2)).toEqual([{ id: 3, name: 'Ocupacional' }])
    expect(studentChoices(students, 1, 1).map((student) => student.student_name)).toEqual(['Ana', 'Zoe'])
    expect(studentChoices(students, 1, undefined)).toEqual([])
  })

  it('keeps visit outcomes that fit the new session outcome, clears the rest, and fills in a single choice', () => {
    const visits = [
      { student_id: 1, referral_id: 1, visit_outcome_id: 1 },
      { student_id: 2, referral_id: 2, visit_outcome_id: 3 },
      { student_id: 3, referral_id: 3 },
    ]
    const delivered = visitOutcomeChoices(lookupLists.visitOutcomes, 1)
    expect(fitVisitsToOutcome(visits, delivered).map((visit) => visit.visit_outcome_id)).toEqual([1, undefined, undefined])
    const closed = visitOutcomeChoices(lookupLists.visitOutcomes, 3)
    expect(fitVisitsToOutcome(visits, closed).map((visit) => visit.visit_outcome_id)).toEqual([5, 5, 5])
    expect(visitOutcomeChoices(lookupLists.visitOutcomes, undefined)).toEqual([])
  })

  it('starts the one student of a given session as attended, and asks for each student of a group', () => {
    const delivered = visitOutcomeChoices(lookupLists.visitOutcomes, 1)
    expect(defaultVisitOutcome(delivered, 1)).toBe(1)
    expect(defaultVisitOutcome(delivered, 2)).toBeUndefined()
    // Not given: absences only, nothing assumed.
    expect(defaultVisitOutcome(visitOutcomeChoices(lookupLists.visitOutcomes, 2), 1)).toBeUndefined()
    expect(defaultVisitOutcome(visitOutcomeChoices(lookupLists.visitOutcomes, 3), 2)).toBe(5)
    // The student was chosen before the session outcome: the outcome's default fills in then.
    expect(fitVisitsToOutcome([{ student_id: 1, referral_id: 1 }], delivered)[0]?.visit_outcome_id).toBe(1)
  })
})

describe('the values a form opens with', () => {
  const today = '2026-11-20'
  it('prefers a draft, then the session, then the defaults', () => {
    const draft = { notes: 'a medias', visits: [] }
    expect(initialFormValues({ kind: 'new' }, draft, { time: '09:00' }, today)).toBe(draft)
    expect(initialFormValues({ kind: 'edit', fields: { date: '2026-11-02', notes: 'hecha', visits: [] } }, undefined, { time: '09:00' }, today)).toMatchObject({
      date: '2026-11-02',
      notes: 'hecha',
    })
    expect(initialFormValues({ kind: 'new' }, undefined, { date: '2026-11-18', time: '09:00', location_id: 4 }, today)).toEqual({
      date: '2026-11-18',
      time: '09:00',
      location_id: 4,
      visits: [],
      notes: '',
    })
  })

  it('never starts after today, nor from a session field the person does not edit', () => {
    expect(initialFormValues({ kind: 'new' }, undefined, { date: '2026-11-21' }, today).date).toBe(today)
    const fromRow = initialFormValues(
      { kind: 'edit', fields: { date: '2026-11-02', visits: [], hash: 'v1', syncState: 'synced' } as never },
      undefined,
      {},
      today,
    )
    expect(fromRow).not.toHaveProperty('hash')
  })

  it("opens a session the schedule expects with its day, time, place and length over the last-used ones, none of them marked as carried over", () => {
    const student = { student_id: 11, referral_id: 1, service_id: 1, location_id: 10 }
    const defaults = { date: '2026-11-19', time: '09:00', location_id: 4, duration_id: 1, session_type_id: 2 }
    const start = { kind: 'new' as const, student, expected: { date: '2026-11-16', time: '09:00', location_id: 20, duration_id: undefined } }
    const values = initialFormValues(start, undefined, defaults, today)
    expect(values).toEqual({ date: '2026-11-16', time: '09:00', location_id: 20, duration_id: 1, session_type_id: 2, service_id: 1, visits: [{ student_id: 11, referral_id: 1 }], notes: '' })
    // The time is the schedule's even though the last session had the same; the duration the schedule did not give is carried.
    expect(carriedOverFields(start, undefined, defaults, values)).toEqual(['duration_id', 'session_type_id'])
  })
})
