import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { PROGRESS_STEPS, suggestProgress } from '../../src/domain/plans/progress-suggestion'
import { periodDates, type PlanProgress } from '../../src/domain/plans/progress'
import type { Executor } from '../db/client'
import {
  academicYears,
  measurementTypes,
  planAchievements,
  planDiscussions,
  planGoals,
  planObjectives,
  planPeriods,
  progressLevels,
  serviceSessions,
  visitObjectiveData,
  visits,
} from '../db/schema'
import type { VisiblePlan } from './access'

/**
 * A plan's progress (GET /intervention-plans/{id}/progress): per objective, the values the
 * sessions recorded for it (points, by date), and per discussion period and objective the
 * progress level the period's points suggest (src/domain/plans/progress-suggestion.ts, computed
 * here on every read) beside the level chosen (the achievement's, null until there is one).
 */

// The answer's shape and the period's days are shared with the screens (src/domain/plans/progress.ts).
export type { ObjectiveProgress, PeriodProgress, PlanProgress, ProgressPoint as ProgressPointAnswer } from '../../src/domain/plans/progress'
export { periodDates }

/** The plan's progress; `plan` is one the caller already reached (a visible plan, or a guest link's). */
export async function planProgress(db: Executor, plan: Pick<VisiblePlan, 'id' | 'academic_year_id'>): Promise<PlanProgress> {
  // One query after the other: `db` may be a transaction (one connection).
  const objectives = await db
    .select({
      objective_id: planObjectives.id,
      goal_id: planObjectives.goal_id,
      description: planObjectives.description,
      measurement_type_id: planObjectives.measurement_type_id,
      kind: measurementTypes.kind,
      target: planObjectives.target,
    })
    .from(planObjectives)
    .innerJoin(planGoals, eq(planGoals.id, planObjectives.goal_id))
    .innerJoin(measurementTypes, eq(measurementTypes.id, planObjectives.measurement_type_id))
    .where(eq(planObjectives.plan_id, plan.id))
    .orderBy(asc(planGoals.sort_index), asc(planGoals.id), asc(planObjectives.sort_index), asc(planObjectives.id))
  const objectiveIds = objectives.map((objective) => objective.objective_id)
  const pointRows =
    objectiveIds.length === 0
      ? []
      : await db
          .select({
            objective_id: visitObjectiveData.objective_id,
            date: serviceSessions.date,
            session_id: serviceSessions.id,
            value: visitObjectiveData.value,
            note: visitObjectiveData.note,
          })
          .from(visitObjectiveData)
          .innerJoin(visits, eq(visits.id, visitObjectiveData.visit_id))
          .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
          .where(and(inArray(visitObjectiveData.objective_id, objectiveIds), isNull(serviceSessions.deleted_at)))
          .orderBy(asc(serviceSessions.date), asc(serviceSessions.time), asc(serviceSessions.id))
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, plan.academic_year_id))
  const periods = await db
    .select({ id: planPeriods.id, first_month: planPeriods.first_month, last_month: planPeriods.last_month })
    .from(planDiscussions)
    .innerJoin(planPeriods, eq(planPeriods.id, planDiscussions.period_id))
    .where(eq(planDiscussions.plan_id, plan.id))
    .orderBy(asc(planPeriods.sort_index), asc(planPeriods.id))
  const achievements = objectiveIds.length === 0 ? [] : await db.select().from(planAchievements).where(inArray(planAchievements.objective_id, objectiveIds))
  const levels = await db.select({ id: progressLevels.id }).from(progressLevels).orderBy(asc(progressLevels.sort_index), asc(progressLevels.id))

  const pointsOf = (objectiveId: number) =>
    pointRows.filter((row) => row.objective_id === objectiveId).map(({ date, session_id, value, note }) => ({ date, session_id, value, note }))
  const answered = objectives.map((objective) => ({ ...objective, points: pointsOf(objective.objective_id) }))
  return {
    plan_id: plan.id,
    objectives: answered,
    periods: periods.map((period) => {
      const dates = periodDates(year!.start_date, period.first_month, period.last_month)
      return {
        period_id: period.id,
        ...dates,
        objectives: answered.map((objective) => {
          const inPeriod = objective.points.filter((point) => point.date >= dates.start_date && point.date <= dates.end_date)
          const step = suggestProgress(inPeriod, objective.target, objective.kind)
          const chosen = achievements.find((row) => row.objective_id === objective.objective_id && row.period_id === period.id)
          return {
            objective_id: objective.objective_id,
            suggested_progress_level_id: step === null ? null : (levels[PROGRESS_STEPS.indexOf(step)]?.id ?? null),
            chosen_progress_level_id: chosen?.progress_level_id ?? null,
          }
        }),
      }
    }),
  }
}
