import { eq, inArray } from 'drizzle-orm'
import { checkObjectiveValue, type ObjectiveDatum } from '../../src/domain/plans/objective-data'
import { PLAN_STATUS } from '../../src/domain/plans/status'
import type { SessionVisitInput } from '../../src/domain/service-sessions/schemas'
import type { Transaction } from '../db/client'
import { academicYears, interventionPlans, measurementTypes, planObjectives, visitObjectiveData } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * The data per objective a session's visits record (src/domain/plans/objective-data.ts): judged
 * against the database here, written in the session's transaction by writes.ts.
 */

export type ObjectiveDataRow = typeof visitObjectiveData.$inferInsert

const MESSAGES = {
  objective_not_in_plan: 'Un objetivo no pertenece al plan de intervención vigente del estudiante.',
  objective_value_out_of_range: 'Un valor está fuera del rango de su tipo de medición.',
} as const

/**
 * Every objective a visit names belongs to its student's plan in force on the session's date:
 * the plan of the visit's referral whose academic year holds the date and which is not a draft
 * (active, or archived since: an old session stays editable) — otherwise `objective_not_in_plan`;
 * and each value is one its measurement type's kind takes (`objective_value_out_of_range`).
 * Both are 422 with the field of each offending datum (`visits.{i}.objective_data.{j}.…`);
 * the answer's code is the first one's. Duplicates and the count are the shared schema's.
 */
export async function verifyObjectiveData(tx: Transaction, date: string, visits: readonly Pick<SessionVisitInput, 'referral_id' | 'objective_data'>[]): Promise<void> {
  const ids = [...new Set(visits.flatMap((visit) => (visit.objective_data ?? []).map((datum) => datum.objective_id)))]
  if (ids.length === 0) return
  const rows = await tx
    .select({
      id: planObjectives.id,
      referral_id: interventionPlans.referral_id,
      status_id: interventionPlans.status_id,
      start_date: academicYears.start_date,
      end_date: academicYears.end_date,
      kind: measurementTypes.kind,
    })
    .from(planObjectives)
    .innerJoin(interventionPlans, eq(interventionPlans.id, planObjectives.plan_id))
    .innerJoin(academicYears, eq(academicYears.id, interventionPlans.academic_year_id))
    .innerJoin(measurementTypes, eq(measurementTypes.id, planObjectives.measurement_type_id))
    .where(inArray(planObjectives.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const errors: Record<string, string> = {}
  let code: keyof typeof MESSAGES | null = null
  for (const [visitIndex, visit] of visits.entries()) {
    for (const [index, datum] of (visit.objective_data ?? []).entries()) {
      const objective = byId.get(datum.objective_id)
      const path = `visits.${visitIndex}.objective_data.${index}`
      const inPlan =
        objective !== undefined &&
        objective.referral_id === visit.referral_id &&
        objective.status_id !== PLAN_STATUS.draft &&
        objective.start_date <= date &&
        date <= objective.end_date
      if (!inPlan) {
        errors[`${path}.objective_id`] = 'objective_not_in_plan'
        code ??= 'objective_not_in_plan'
        continue
      }
      const valueError = checkObjectiveValue(objective.kind, datum.value)
      if (valueError) {
        errors[`${path}.value`] = valueError
        code ??= valueError
      }
    }
  }
  if (code) throw new HttpError(422, code, MESSAGES[code], errors)
}

/** The rows of one visit's data, as written. */
export function objectiveDataRows(visitId: string, data: readonly ObjectiveDatum[], now: Date): ObjectiveDataRow[] {
  return data.map((datum) => ({ visit_id: visitId, objective_id: datum.objective_id, value: datum.value, note: datum.note ?? null, created_at: now }))
}

/** The visit's data from now on: what it had is replaced. */
export async function replaceObjectiveData(tx: Transaction, visitId: string, data: readonly ObjectiveDatum[], now: Date): Promise<void> {
  await tx.delete(visitObjectiveData).where(eq(visitObjectiveData.visit_id, visitId))
  if (data.length > 0) await tx.insert(visitObjectiveData).values(objectiveDataRows(visitId, data, now))
}
