import { and, asc, eq, inArray } from 'drizzle-orm'
import { formatDate } from '../../src/domain/formats/dates'
import type { MeasurementKind } from '../../src/domain/plans/objective-data'
import { ACTIVE_PLAN_STATUS_IDS } from '../../src/domain/plans/status'
import type { Executor } from '../db/client'
import { interventionPlans, measurementTypes, planGoals, planPeriods, progressLevels, referrals, students } from '../db/schema'
import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf'
import { HttpError, invalid } from '../http/errors'
import { readerName, words } from '../i18n/reader-language'
import type { OfficeViewer } from '../permissions/viewer'
import { readablePlans, type VisiblePlan } from '../plans/access'
import { planProgress } from '../plans/progress'
import { yearsByDelta } from '../plans/read'
import { planPeriodName } from './format'
import { planHeader, type PlanHeader } from './plan-data'
import { progressChartBlock } from './progress-chart'

/**
 * The progress report of a plan (GET /intervention-plans/{id}/progress-report.pdf) and of a
 * provider's caseload (GET /providers/{providerId}/progress-reports.pdf): for one plan period, or
 * every period of the plan, each objective with its goal, a chart of the values the sessions
 * recorded (progress-chart.ts), the table of those values with their notes, and the progress
 * level the points suggest beside the one chosen. The numbers are the progress call's
 * (server/plans/progress.ts, read once per plan); the words are the reader's language.
 */

/** Points: an objective's fields and chart, kept on the page of its heading. */
const OBJECTIVE_HEIGHT = 260

/** The most plans one caseload file gathers; more is `too_many_plans`. */
export const PROGRESS_REPORTS_PER_FILE = 200

/** The period asked for, if any, as a row of plan_periods; an unknown one is 422. */
export async function askedPeriod(db: Executor, periodId: number | undefined): Promise<number | undefined> {
  if (periodId === undefined) return undefined
  const [row] = await db.select({ id: planPeriods.id }).from(planPeriods).where(eq(planPeriods.id, periodId))
  if (!row) throw invalid({ period_id: 'unknown_reference' }, 'El periodo no existe.')
  return row.id
}

const UNITS: Record<MeasurementKind, [string, string]> = {
  percentage: ['%', '%'],
  count: ['', ''],
  minutes: ['min', 'min'],
  level: ['', ''],
}

/** A value with its kind's unit ("85 %", "30 min", "3"). */
export function valueText(kind: MeasurementKind, value: number | null): string {
  if (value === null) return ''
  const unit = words(...UNITS[kind])
  return unit ? `${value} ${unit}` : String(value)
}

export async function progressReportDocument(db: Executor, plan: VisiblePlan, periodId: number | undefined): Promise<{ document: PdfDocumentSpec; header: PlanHeader }> {
  // One query after the other (`db` may be one connection).
  const progress = await planProgress(db, plan)
  const header = await planHeader(db, plan.id)
  const goals = await db.select({ id: planGoals.id, description: planGoals.description }).from(planGoals).where(eq(planGoals.plan_id, plan.id)).orderBy(asc(planGoals.sort_index), asc(planGoals.id))
  const periodRows = await db.select().from(planPeriods)
  const measurements = await db.select({ id: measurementTypes.id, name: readerName(measurementTypes) }).from(measurementTypes)
  const levels = await db.select({ id: progressLevels.id, name: readerName(progressLevels) }).from(progressLevels)
  const nameOf = (rows: { id: number; name: string }[], id: number | null) => (id === null ? null : (rows.find((row) => row.id === id)?.name ?? null))

  const periods = progress.periods.filter((period) => periodId === undefined || period.period_id === periodId)
  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        [words('Estudiante', 'Student'), header.student_name],
        [words('Escuela', 'School'), header.location_name],
        [words('Servicio', 'Service'), header.service_name],
        [words('Proveedor', 'Provider'), header.provider_name || words('Sin asignar', 'Unassigned')],
        [words('Año académico', 'Academic year'), header.academic_year_name],
        [
          words('Periodo del plan', 'Plan period'),
          periods.map((period) => `${planPeriodName(periodRows.find((row) => row.id === period.period_id))} (${formatDate(period.start_date)} – ${formatDate(period.end_date)})`).join('; '),
        ],
      ],
    },
  ]
  if (progress.objectives.length === 0) blocks.push({ kind: 'paragraph', text: words('El plan no tiene objetivos todavía.', 'The plan has no objectives yet.') })
  for (const period of periods) {
    const name = planPeriodName(periodRows.find((row) => row.id === period.period_id))
    blocks.push({ kind: 'heading', text: `${words('Periodo', 'Period')}: ${name} (${formatDate(period.start_date)} – ${formatDate(period.end_date)})`, keepWith: OBJECTIVE_HEIGHT + 60 })
    for (const objective of progress.objectives) {
      const goalIndex = goals.findIndex((goal) => goal.id === objective.goal_id)
      const objectiveIndex = progress.objectives.filter((row) => row.goal_id === objective.goal_id).indexOf(objective)
      const levelsOf = period.objectives.find((row) => row.objective_id === objective.objective_id)
      const points = objective.points.filter((point) => point.date >= period.start_date && point.date <= period.end_date)
      blocks.push(
        { kind: 'heading', text: `${words('Objetivo', 'Objective')} ${goalIndex + 1}.${objectiveIndex + 1}: ${objective.description}`, keepWith: OBJECTIVE_HEIGHT },
        {
          kind: 'fields',
          rows: [
            [words('Meta', 'Goal'), goals[goalIndex]?.description ?? null],
            [words('Medición', 'Measurement'), nameOf(measurements, objective.measurement_type_id)],
            [words('Valor esperado', 'Target'), valueText(objective.kind, objective.target)],
            [words('Nivel de progreso sugerido', 'Suggested progress level'), nameOf(levels, levelsOf?.suggested_progress_level_id ?? null) ?? words('Sin sugerencia', 'No suggestion')],
            [words('Nivel de progreso elegido', 'Chosen progress level'), nameOf(levels, levelsOf?.chosen_progress_level_id ?? null) ?? words('Sin elegir', 'Not chosen')],
          ],
        },
        progressChartBlock({ kind: objective.kind, target: objective.target, start_date: period.start_date, end_date: period.end_date, points })
      )
      // Without points the chart says so; there is no table to print.
      if (points.length > 0) {
        blocks.push({
          kind: 'table',
          columns: [{ header: words('Fecha', 'Date'), width: 80 }, { header: words('Valor', 'Value'), width: 80 }, { header: words('Nota', 'Note') }],
          rows: points.map((point) => [formatDate(point.date), valueText(objective.kind, point.value), point.note ?? '']),
          rowHeight: 0,
        })
      }
    }
  }
  return { document: { title: `${words('Informe de progreso', 'Progress report')}: ${header.student_name}`, blocks }, header }
}

/** "informe-de-progreso-R-123-2025-2026.pdf" for one plan; the count for a caseload. */
export function progressReportFilename(headers: readonly PlanHeader[]): string {
  if (headers.length === 1) return `${words('informe-de-progreso', 'progress-report')}-${headers[0]!.referral_number}-${headers[0]!.academic_year_name}.pdf`
  return words(`informes-de-progreso-${headers.length}-planes.pdf`, `progress-reports-${headers.length}-plans.pdf`)
}

/**
 * The provider's caseload: the current plans (active, this academic year) of her referrals that
 * the viewer reads, by student. None is 404 `no_matching_plans`; more than a file holds, 422.
 */
export async function caseloadPlans(db: Executor, viewer: OfficeViewer, providerId: number, now: Date): Promise<VisiblePlan[]> {
  const { ids } = await yearsByDelta(db, now)
  const years = ids((delta) => delta === 0)
  const rows =
    years.length === 0
      ? []
      : await db
          .select({ plan: interventionPlans, provider_id: referrals.provider_id, customer_id: referrals.customer_id })
          .from(interventionPlans)
          .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
          .innerJoin(students, eq(students.id, interventionPlans.student_id))
          .where(
            and(
              readablePlans(viewer),
              eq(referrals.provider_id, providerId),
              inArray(interventionPlans.status_id, [...ACTIVE_PLAN_STATUS_IDS]),
              inArray(interventionPlans.academic_year_id, years),
            ),
          )
          .orderBy(asc(students.last_name), asc(students.first_name), asc(interventionPlans.id))
          .limit(PROGRESS_REPORTS_PER_FILE + 1)
  if (rows.length === 0) throw new HttpError(404, 'no_matching_plans', 'La proveedora no tiene planes vigentes que usted pueda leer.')
  if (rows.length > PROGRESS_REPORTS_PER_FILE) throw new HttpError(422, 'too_many_plans', `Más de ${PROGRESS_REPORTS_PER_FILE} planes: descárguelos uno a uno.`)
  return rows.map((row) => ({ ...row.plan, provider_id: row.provider_id, customer_id: row.customer_id }))
}
