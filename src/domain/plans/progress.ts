import { addDays } from '../rules/dates'
import { KIND_RANGES, type MeasurementKind } from './objective-data'
import { meetsTarget, PROGRESS_STEPS, suggestProgress, SUGGESTION_WINDOW } from './progress-suggestion'

/**
 * A plan's progress per objective, as GET /intervention-plans/{id}/progress answers it
 * (server/plans/progress.ts), and the pure functions the screens shape it with:
 * - `progressOnDevice`: the same structure built on the provider's device from her own session
 *   replica (the visits' `objective_data`) and her plans replica (objectives, targets, periods),
 *   so the view works offline; the rule is the server's (progress-suggestion.ts) on the same
 *   points, so both agree on the sessions both know;
 * - `objectiveChart`: one objective's points, target and periods as the chart and its table draw them;
 * - `suggestionFor`: one period's suggested level for one objective with the counts its
 *   explanation names ("4 de los últimos 5 datos en la meta o por encima").
 */

export interface ProgressPoint {
  date: string
  /** The session's id (its uuid). */
  session_id: string
  value: number
  note: string | null
}

export interface ObjectiveProgress {
  objective_id: number
  goal_id: number
  description: string
  measurement_type_id: number
  kind: MeasurementKind
  target: number | null
  points: ProgressPoint[]
}

export interface PeriodObjectiveProgress {
  objective_id: number
  suggested_progress_level_id: number | null
  chosen_progress_level_id: number | null
}

export interface PeriodProgress {
  period_id: number
  /** The days of the plan's academic year the period covers, inclusive. */
  start_date: string
  end_date: string
  objectives: PeriodObjectiveProgress[]
}

export interface PlanProgress {
  plan_id: number
  objectives: ObjectiveProgress[]
  periods: PeriodProgress[]
}

/** The first day of the month `months` after the month of `isoDate` (a first of the month). */
function monthStart(isoDate: string, months: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) + months
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/** A period's days: its months counted from the academic year's first (1 = July). */
export function periodDates(yearStart: string, firstMonth: number, lastMonth: number): { start_date: string; end_date: string } {
  return {
    start_date: monthStart(yearStart, firstMonth - 1),
    end_date: addDays(monthStart(yearStart, lastMonth), -1),
  }
}

/** The points of `objective` within `period`'s days, in date order. */
export const pointsInPeriod = (objective: Pick<ObjectiveProgress, 'points'>, period: Pick<PeriodProgress, 'start_date' | 'end_date'>) =>
  objective.points.filter((point) => point.date >= period.start_date && point.date <= period.end_date)

/** The level id a step maps to: the i-th progress level in their order (sort_index). */
const levelOf = (step: ReturnType<typeof suggestProgress>, levelIds: readonly number[]) => (step === null ? null : (levelIds[PROGRESS_STEPS.indexOf(step)] ?? null))

// ---- Built on the device ----------------------------------------------------------------------

/** A plan as the device's replica keeps it: only what the progress needs. */
export interface DevicePlan {
  id: number
  periods: ReadonlyArray<{
    id: number
    start_date?: string
    end_date?: string
  }>
  goals: ReadonlyArray<{
    id: number | null
    objectives: ReadonlyArray<{
      id: number | null
      description: string
      measurement_type_id: number
      target?: number | null
      achievements: ReadonlyArray<{
        period_id: number
        progress_level_id: number
      }>
    }>
  }>
}

interface DeviceVisit {
  objective_data?: ReadonlyArray<{
    objective_id: number
    value: number
    note?: string | null
  }>
}

/** A session as the device's replica keeps it: her latest version, and the server's last copy. */
export interface DeviceSession {
  id: string
  date: string
  time: string
  deleted: boolean
  visits: ReadonlyArray<DeviceVisit & { student_id: number; referral_id: number }>
  server: {
    visits: ReadonlyArray<DeviceVisit & { student_id: number; referral_id: number }>
  } | null
}

/**
 * A visit's data per objective as the device knows it: the visit's own when it carries the list
 * (her latest version), else the server's copy of the same visit (a copy kept before the device
 * stored the list on the visit).
 */
function objectiveDataOf(session: DeviceSession, visit: DeviceSession['visits'][number]) {
  if (visit.objective_data) return visit.objective_data
  return session.server?.visits.find((row) => row.student_id === visit.student_id && row.referral_id === visit.referral_id)?.objective_data ?? []
}

/**
 * The plan's progress from the device's own data. Objectives the server has not numbered yet
 * (written offline) hold no data and are left out, as are those whose measurement type's kind the
 * device does not know; a period without its days (a copy from before the answer carried them)
 * is left out too.
 */
export function progressOnDevice(input: {
  plan: DevicePlan
  sessions: readonly DeviceSession[]
  kindOf: (measurementTypeId: number) => MeasurementKind | null
  /** The progress levels' ids in their order (sort_index). */
  levelIds: readonly number[]
}): PlanProgress {
  const { plan, kindOf, levelIds } = input
  const sessions = input.sessions.filter((session) => !session.deleted).toSorted((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id))
  const objectives: Array<
    ObjectiveProgress & {
      achievements: DevicePlan['goals'][number]['objectives'][number]['achievements']
    }
  > = []
  for (const goal of plan.goals) {
    for (const objective of goal.objectives) {
      const kind = kindOf(objective.measurement_type_id)
      if (objective.id === null || goal.id === null || kind === null) continue
      const id = objective.id
      const points = sessions.flatMap((session) =>
        session.visits.flatMap((visit) =>
          objectiveDataOf(session, visit)
            .filter((datum) => datum.objective_id === id)
            .map((datum) => ({
              date: session.date,
              session_id: session.id,
              value: datum.value,
              note: datum.note ?? null,
            })),
        ),
      )
      objectives.push({
        objective_id: id,
        goal_id: goal.id,
        description: objective.description,
        measurement_type_id: objective.measurement_type_id,
        kind,
        target: objective.target ?? null,
        points,
        achievements: objective.achievements,
      })
    }
  }
  const periods = plan.periods.flatMap((period) => {
    if (!period.start_date || !period.end_date) return []
    const days = { start_date: period.start_date, end_date: period.end_date }
    return [
      {
        period_id: period.id,
        ...days,
        objectives: objectives.map((objective) => ({
          objective_id: objective.objective_id,
          suggested_progress_level_id: levelOf(suggestProgress(pointsInPeriod(objective, days), objective.target, objective.kind), levelIds),
          chosen_progress_level_id: objective.achievements.find((row) => row.period_id === period.id)?.progress_level_id ?? null,
        })),
      },
    ]
  })
  return {
    plan_id: plan.id,
    objectives: objectives.map(({ achievements: _achievements, ...objective }) => objective),
    periods,
  }
}

// ---- The suggestion beside an achievement -----------------------------------------------------

export interface SuggestionView {
  progress_level_id: number
  /** Of the last `count` points of the period, how many are at or above the target. */
  met: number
  count: number
}

/** One period's suggestion for one objective, with the counts of its one-line explanation; null when none. */
export function suggestionFor(progress: PlanProgress, periodId: number, objectiveId: number): SuggestionView | null {
  const period = progress.periods.find((row) => row.period_id === periodId)
  const objective = progress.objectives.find((row) => row.objective_id === objectiveId)
  const suggested = period?.objectives.find((row) => row.objective_id === objectiveId)?.suggested_progress_level_id ?? null
  if (!period || !objective || suggested === null || objective.target === null) return null
  const target = objective.target
  const window = pointsInPeriod(objective, period).slice(-SUGGESTION_WINDOW)
  return {
    progress_level_id: suggested,
    met: window.filter((point) => meetsTarget(objective.kind, point.value, target)).length,
    count: window.length,
  }
}

// ---- The chart and its table ------------------------------------------------------------------

export interface ChartPoint {
  /** Days since 1970-01-01: the chart's time axis. */
  day: number
  date: string
  session_id: string
  value: number
  note: string | null
  meetsTarget: boolean | null
}

export interface ObjectiveChart {
  points: ChartPoint[]
  /** The value axis: the kind's range. */
  valueDomain: [number, number]
  /** The time axis: the plan's periods and every point. */
  dayDomain: [number, number]
  target: number | null
  periods: Array<{
    period_id: number
    start: number
    end: number
    start_date: string
    end_date: string
  }>
}

/** The day number of an ISO date (days since 1970-01-01), the chart's x. */
export const dayNumber = (isoDate: string): number => Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000)

/** The ISO date of a day number. */
export const dayDate = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10)

/** One objective's chart: its points by day, its target, its kind's range and the plan's periods. */
export function objectiveChart(objective: ObjectiveProgress, periods: readonly PeriodProgress[]): ObjectiveChart {
  const target = objective.target
  const points = objective.points.map((point) => ({
    day: dayNumber(point.date),
    date: point.date,
    session_id: point.session_id,
    value: point.value,
    note: point.note,
    meetsTarget: target === null ? null : meetsTarget(objective.kind, point.value, target),
  }))
  const marks = periods.map((period) => ({
    period_id: period.period_id,
    start: dayNumber(period.start_date),
    end: dayNumber(period.end_date),
    start_date: period.start_date,
    end_date: period.end_date,
  }))
  const days = [...points.map((point) => point.day), ...marks.flatMap((mark) => [mark.start, mark.end])]
  const range = KIND_RANGES[objective.kind]
  // A count or minutes rarely reach the kind's top: the axis ends just above the data and the target.
  const top = objective.kind === 'count' || objective.kind === 'minutes' ? Math.min(range.max, Math.max(10, ...points.map((point) => point.value), target ?? 0) + 1) : range.max
  return {
    points,
    valueDomain: [range.min, top],
    dayDomain: days.length === 0 ? [0, 0] : [Math.min(...days), Math.max(...days)],
    target,
    periods: marks,
  }
}
