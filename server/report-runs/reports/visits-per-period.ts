import { periodNameOf, readerName, words } from '../../i18n/reader-language'
import { formatDate } from '../../../src/domain/formats/dates'
import { and, asc, between, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { ReportParams } from '../../../src/domain/reports/catalogue'
import type { Executor } from '../../db/client'
import { customers, providers, referrals, serviceSessions, services, sessionOutcomes, visitPeriods, visits } from '../../db/schema'
import { invalid } from '../../http/errors'
import { staffReach } from '../../permissions/viewer'
import type { ReportContext, ReportFile } from './common'

/** The billing period a run names; an unknown one is the filter's mistake (422 when the run is asked for). */
export async function periodOf(db: Executor, id: number) {
  const [period] = await db.select().from(visitPeriods).where(eq(visitPeriods.id, id))
  if (!period) throw invalid({ 'params.period_id': 'unknown_reference' })
  return period
}

/**
 * Visits of one billing period, per region, provider and service: sessions given and not given,
 * visits (a student in a session; replaced visits left out), students seen, of the customers the
 * person reaches with billing.manage.
 */
export async function visitsPerPeriodReport(db: Executor, context: ReportContext<ReportParams<'visits-per-period'>>): Promise<ReportFile> {
  const period = await periodOf(db, context.params.period_id)
  const reach = staffReach(context.viewer, 'billing.manage')
  const scope = reach === 'all' ? undefined : inArray(referrals.customer_id, reach.length ? reach : [0])
  const rows = await db
    .select({
      customer: customers.name,
      provider: sql<string>`(${providers.first_name} || ' ' || ${providers.last_name})`,
      service: readerName(services),
      sessions_delivered: sql<number>`count(distinct ${serviceSessions.id}) filter (where ${sessionOutcomes.delivered})::int`,
      sessions_not_delivered: sql<number>`count(distinct ${serviceSessions.id}) filter (where not ${sessionOutcomes.delivered})::int`,
      visits: sql<number>`count(${visits.id})::int`,
      students: countDistinct(visits.student_id),
    })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(providers, eq(providers.id, serviceSessions.provider_id))
    .innerJoin(services, eq(services.id, serviceSessions.service_id))
    .where(
      and(
        between(serviceSessions.date, period.start_date, period.end_date),
        isNull(serviceSessions.deleted_at),
        isNull(visits.replaced_by_visit_id),
        scope,
        context.params.customer_id ? eq(referrals.customer_id, context.params.customer_id) : undefined,
      ),
    )
    .groupBy(customers.name, providers.id, providers.first_name, providers.last_name, services.id, services.name)
    .orderBy(asc(customers.name), asc(providers.last_name), asc(providers.first_name), asc(services.name))
  await context.progress(60)

  const workbook = new ExcelJS.Workbook()
  workbook.created = context.now
  const sheet = workbook.addWorksheet(words('Visitas', 'Visits'), { views: [{ state: 'frozen', ySplit: 2 }] })
  sheet.addRow([`${words('Periodo', 'Period')}: ${periodNameOf(period)} (${formatDate(period.start_date)} ${words('a', 'to')} ${formatDate(period.end_date)})`]).font = { bold: true }
  const header = sheet.addRow([
    words('Región', 'Region'),
    words('Proveedor', 'Provider'),
    words('Servicio', 'Service'),
    words('Sesiones ofrecidas', 'Sessions given'),
    words('Sesiones no ofrecidas', 'Sessions not given'),
    words('Visitas', 'Visits'),
    words('Estudiantes', 'Students'),
  ])
  header.font = { bold: true }
  for (const row of rows) {
    sheet.addRow([row.customer, row.provider, row.service, row.sessions_delivered, row.sessions_not_delivered, row.visits, row.students])
  }
  sheet.columns.forEach((column, index) => (column.width = index < 3 ? 30 : 14))
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
  return { bytes, rowCount: rows.length, fileName: `${words('visitas', 'visits')}-${periodNameOf(period)}.xlsx` }
}
