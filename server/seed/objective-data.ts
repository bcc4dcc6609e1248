import { and, asc, eq } from 'drizzle-orm'
import { KIND_RANGES, type MeasurementKind } from '../../src/domain/plans/objective-data'
import { PROGRESS_STEPS, type ProgressStep } from '../../src/domain/plans/progress-suggestion'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { periodDates } from '../plans/progress'
import { toServiceSession, type SessionRow, type VisitWithData } from '../service-sessions/read'
import { addDays, seededRandom } from './random'
import { seededUuid } from './service-sessions'

/**
 * Demo data per objective (the progress graph's points): each objective of the demo plans gets
 * its target (by its measurement type's kind), and each current active plan gets a period of
 * sessions — five, two weeks apart, ending five weeks before its first discussion period's end
 * (clear of the December weeks; or yesterday, if sooner) — recording a value for every objective. The values climb towards
 * the target so that the suggestion of src/domain/plans/progress-suggestion.ts for that period
 * is the level of the seeded achievement (no achievement: a steady climb to "Progreso
 * moderado"). A generator of its own keeps the rest of the seed's sequence as it was.
 */

/** The demo target of each kind. */
export const DEMO_TARGETS: Record<MeasurementKind, number> = { percentage: 80, count: 3, minutes: 20, level: 4 }

const SESSIONS_PER_PERIOD = 5

/** How many of the five points meet the target for the suggestion to be `step`. */
const MET_FOR_STEP: Record<ProgressStep, number> = { not_started: 0, minimal: 1, moderate: 2, significant: 3, achieved: 5 }

/** Five values in date order: the first below the target, the last `met` at or above it. */
export function climbingValues(kind: MeasurementKind, target: number, met: number): number[] {
  const { min, max } = KIND_RANGES[kind]
  const step = Math.max(1, Math.round(target / 8))
  return Array.from({ length: SESSIONS_PER_PERIOD }, (_, index) => {
    const fromEnd = SESSIONS_PER_PERIOD - 1 - index
    if (fromEnd < met) return Math.min(max, target + (met - 1 - fromEnd) * (kind === 'level' ? 0 : step))
    return Math.max(min, target - (fromEnd - met + 1) * step)
  })
}

/** A weekday on or before `date`. */
function weekdayOnOrBefore(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return day === 0 ? addDays(date, -2) : day === 6 ? addDays(date, -1) : date
}

export async function seedObjectiveData(tx: Transaction, today: string, planIds: readonly number[]): Promise<void> {
  const random = seededRandom(20260915)
  const kinds = new Map((await tx.select().from(schema.measurementTypes)).map((row) => [row.id, row.kind]))
  const levels = await tx.select().from(schema.progressLevels).orderBy(asc(schema.progressLevels.sort_index), asc(schema.progressLevels.id))
  const [given] = await tx.select().from(schema.sessionOutcomes).where(eq(schema.sessionOutcomes.name, 'Sesión ofrecida'))
  const [attended] = await tx
    .select()
    .from(schema.visitOutcomes)
    .where(and(eq(schema.visitOutcomes.session_outcome_id, given!.id), eq(schema.visitOutcomes.name, 'Asistió')))
  const [individual] = await tx.select().from(schema.sessionTypes).where(eq(schema.sessionTypes.name, 'Terapia individual'))
  const durations = await tx.select().from(schema.serviceDurations).orderBy(asc(schema.serviceDurations.minutes))

  for (const planId of planIds) {
    const [plan] = await tx.select().from(schema.interventionPlans).where(eq(schema.interventionPlans.id, planId))
    const objectives = await tx.select().from(schema.planObjectives).where(eq(schema.planObjectives.plan_id, planId)).orderBy(asc(schema.planObjectives.id))
    for (const objective of objectives) {
      await tx.update(schema.planObjectives).set({ target: DEMO_TARGETS[kinds.get(objective.measurement_type_id)!] }).where(eq(schema.planObjectives.id, objective.id))
    }
    // Sessions only for the current active plans (the others' years have no sessions to show).
    if (plan!.status_id !== 2) continue
    const [year] = await tx.select().from(schema.academicYears).where(eq(schema.academicYears.id, plan!.academic_year_id))
    const [period] = await tx.select().from(schema.planPeriods).orderBy(asc(schema.planPeriods.sort_index)).limit(1)
    const dates = periodDates(year!.start_date, period!.first_month, period!.last_month)
    const last = [addDays(dates.end_date, -35), addDays(today, -1)].sort()[0]!
    const sessionDates = Array.from({ length: SESSIONS_PER_PERIOD }, (_, index) => weekdayOnOrBefore(addDays(last, -14 * (SESSIONS_PER_PERIOD - 1 - index)))).filter(
      (date) => date >= dates.start_date,
    )
    if (sessionDates.length < SESSIONS_PER_PERIOD) continue
    const [referral] = await tx.select().from(schema.referrals).where(eq(schema.referrals.id, plan!.referral_id))
    const [account] = await tx.select().from(schema.users).where(eq(schema.users.provider_id, referral!.provider_id!)).orderBy(asc(schema.users.id)).limit(1)
    const achievements = await tx.select().from(schema.planAchievements).where(eq(schema.planAchievements.period_id, period!.id))
    const valuesOf = new Map(
      objectives.map((objective) => {
        const kind = kinds.get(objective.measurement_type_id)!
        const chosen = achievements.find((row) => row.objective_id === objective.id)
        const step = chosen ? PROGRESS_STEPS[levels.findIndex((level) => level.id === chosen.progress_level_id)]! : 'moderate'
        return [objective.id, climbingValues(kind, DEMO_TARGETS[kind], MET_FOR_STEP[step])]
      }),
    )
    const duration = durations.find((row) => row.minutes >= referral!.session_minutes) ?? durations.at(-1)!
    for (const [index, date] of sessionDates.entries()) {
      const recordedAt = new Date(`${date}T16:30:00-04:00`)
      const row: SessionRow = {
        id: seededUuid(random),
        provider_id: referral!.provider_id!,
        provider_specialty_id: referral!.provider_specialty_id,
        service_id: referral!.service_id,
        location_id: referral!.location_id,
        date,
        time: '15:30',
        duration_id: duration.id,
        session_type_id: individual!.id,
        session_outcome_id: given!.id,
        notes: 'Se trabajaron los objetivos del plan de intervención; se anotó el desempeño en cada uno.',
        hash: seededUuid(random),
        created_by: account!.id,
        updated_by: account!.id,
        created_at: recordedAt,
        updated_at: recordedAt,
        deleted_at: null,
      }
      const visit: VisitWithData = {
        id: seededUuid(random),
        session_id: row.id,
        student_id: referral!.student_id,
        referral_id: referral!.id,
        visit_outcome_id: attended!.id,
        replaced_by_visit_id: null,
        created_at: recordedAt,
        objective_data: objectives.map((objective) => ({ objective_id: objective.id, value: valuesOf.get(objective.id)![index]!, note: null })),
      }
      await tx.insert(schema.serviceSessions).values(row)
      await tx.insert(schema.visits).values(visit)
      await tx.insert(schema.visitObjectiveData).values(visit.objective_data!.map((datum) => ({ visit_id: visit.id, ...datum, created_at: recordedAt })))
      await tx
        .insert(schema.sessionChanges)
        .values({ session_id: row.id, action: 'create', user_id: account!.id, at: recordedAt, snapshot: { ...toServiceSession(row, [visit]), deleted_at: null } })
    }
  }
}
