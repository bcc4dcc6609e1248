import fc from 'fast-check'
import { KIND_RANGES, type MeasurementKind, type ObjectiveDatum, type ObjectiveDatumAnswer } from '../../src/domain/plans/objective-data'
import type { SessionVisitInput } from '../../src/domain/service-sessions/schemas'

/**
 * Generated visits for the sync property tests, with data per objective
 * (src/domain/plans/objective-data.ts). Two students: the first has an intervention plan in
 * force, so the form sends an array of data for their visit (empty when nothing was recorded);
 * the second has none, so the form sends no `objective_data` at all — which the server reads as
 * "keep what the visit has". Only the planned visit ever carries data, on the device and on the
 * other tablet alike: that keeps "the device's last saved data" the whole story of the server's.
 */
export const PLANNED_REFERRAL = 1
const plannedVisit = { student_id: 1, referral_id: PLANNED_REFERRAL, visit_outcome_id: 1 }
const unplannedVisit = { student_id: 2, referral_id: 2, visit_outcome_id: 1 }

/** The planned student's objectives, one per kind of measurement. */
const OBJECTIVES: readonly { id: number; kind: MeasurementKind }[] = [
  { id: 11, kind: 'percentage' },
  { id: 12, kind: 'count' },
  { id: 13, kind: 'minutes' },
  { id: 14, kind: 'level' },
]

/** 0–2 objectives, each once, each with a value its kind takes and sometimes a note. */
export const objectiveDataArb: fc.Arbitrary<ObjectiveDatum[]> = fc
  .uniqueArray(fc.record({ objective: fc.constantFrom(...OBJECTIVES), value: fc.nat(), note: fc.constantFrom(undefined, null, 'con ayuda') }), {
    maxLength: 2,
    selector: (datum) => datum.objective.id,
  })
  .map((data) =>
    data.map(({ objective, value, note }) => {
      const { min, max } = KIND_RANGES[objective.kind]
      return { objective_id: objective.id, value: min + (value % (max - min + 1)), ...(note === undefined ? {} : { note }) }
    }),
  )

/**
 * A session's visits as a save or an edit sends them: the planned student, the other, or both.
 * `dataOptional`: a create may come without the planned visit's array (an app from before the
 * data per objective), which the server stores as none; an edit from the form always sends it.
 */
export const visitsArb = (dataOptional: boolean): fc.Arbitrary<SessionVisitInput[]> =>
  fc
    .record({
      students: fc.constantFrom('planned', 'planned', 'both', 'unplanned'),
      data: dataOptional ? fc.option(objectiveDataArb, { nil: undefined, freq: 4 }) : objectiveDataArb,
    })
    .map(({ students, data }) => {
      const planned = { ...plannedVisit, ...(data === undefined ? {} : { objective_data: data }) }
      if (students === 'planned') return [planned]
      return students === 'both' ? [planned, unplannedVisit] : [unplannedVisit]
    })

/**
 * Each visit's data as the server answers it, by referral: sorted by objective, the note null
 * when none was written, none when the visit carries none.
 */
export function dataByReferral(visits: readonly { referral_id: number; objective_data?: readonly ObjectiveDatum[] }[]): Record<number, ObjectiveDatumAnswer[]> {
  return Object.fromEntries(
    visits.map((visit) => [
      visit.referral_id,
      (visit.objective_data ?? [])
        .map(({ objective_id, value, note }) => ({ objective_id, value, note: note ?? null }))
        .sort((a, b) => a.objective_id - b.objective_id),
    ]),
  )
}
