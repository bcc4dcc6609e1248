import type { MeasurementKind } from '../../domain/plans/objective-data'
import type { PlanDetail } from '../../domain/plans/offline'
import { PLAN_STATUS } from '../../domain/plans/status'
import type { AcademicYearItem, MeasurementTypeItem } from '../../domain/reference'

/**
 * The objectives a session's visit may record data for (docs/plans.md "Data per objective"): those
 * of the student's plan in force on the session's date, decided as the server decides it
 * (server/service-sessions/objective-data.ts) — the plan of the visit's referral (one student,
 * one service) whose academic year holds the date and which is not a draft. Pure: the form and
 * its tests read the device's plans replica and reference lists and pass them in.
 */

export interface OfferedObjective {
  /** The server's id of the plan objective (what `objective_data` names). */
  id: number
  description: string
  /** The goal it belongs to, shown as context. */
  goal: string
  /** Null when the device's measurement types lack kinds (a list stored before they existed): no value can be entered. */
  kind: MeasurementKind | null
  target: number | null
}

export interface PlanInForce {
  plan_id: number
  objectives: OfferedObjective[]
}

/** The plan of `referralId` in force on `date`, or null when the device holds none. */
export function planInForce(
  plans: readonly PlanDetail[],
  academicYears: readonly Pick<AcademicYearItem, 'id' | 'start_date' | 'end_date'>[],
  referralId: number,
  date: string | undefined,
): PlanDetail | null {
  if (!date) return null
  const holdsDate = (yearId: number) => {
    const year = academicYears.find((item) => item.id === yearId)
    return year !== undefined && year.start_date <= date && date <= year.end_date
  }
  const candidates = plans.filter((plan) => plan.referral_id === referralId && plan.status_id !== PLAN_STATUS.draft && holdsDate(plan.academic_year_id))
  // Normally one; an active plan before an archived one, then the newest.
  const rank = (plan: PlanDetail) => (plan.status_id === PLAN_STATUS.archived ? 1 : 0)
  return [...candidates].sort((a, b) => rank(a) - rank(b) || b.id - a.id)[0] ?? null
}

/**
 * The plan's objectives the server knows (an objective made on the device has no id until it is
 * sent, so no data can name it yet), goal by goal in the plan's order.
 */
export function offeredObjectives(plan: PlanDetail, measurementTypes: readonly MeasurementTypeItem[]): OfferedObjective[] {
  const kindOf = (typeId: number) => measurementTypes.find((type) => type.id === typeId)?.kind ?? null
  return [...plan.goals]
    .sort((a, b) => a.sort_index - b.sort_index)
    .flatMap((goal) =>
      [...goal.objectives]
        .sort((a, b) => a.sort_index - b.sort_index)
        .filter((objective) => objective.id !== null)
        .map((objective) => ({
          id: objective.id!,
          description: objective.description,
          goal: goal.description,
          kind: kindOf(objective.measurement_type_id),
          target: objective.target ?? null,
        })),
    )
}

export function objectivesInForce(
  plans: readonly PlanDetail[],
  academicYears: readonly Pick<AcademicYearItem, 'id' | 'start_date' | 'end_date'>[],
  measurementTypes: readonly MeasurementTypeItem[],
  referralId: number,
  date: string | undefined,
): PlanInForce | null {
  const plan = planInForce(plans, academicYears, referralId, date)
  return plan ? { plan_id: plan.id, objectives: offeredObjectives(plan, measurementTypes) } : null
}

/** The kind of every objective of the device's plans, by its id (objectives of unknown kind are left out). */
export function objectiveKinds(plans: readonly PlanDetail[], measurementTypes: readonly MeasurementTypeItem[]): Map<number, MeasurementKind> {
  const kinds = new Map<number, MeasurementKind>()
  for (const plan of plans)
    for (const goal of plan.goals)
      for (const objective of goal.objectives) {
        const kind = measurementTypes.find((type) => type.id === objective.measurement_type_id)?.kind
        if (objective.id !== null && kind) kinds.set(objective.id, kind)
      }
  return kinds
}
