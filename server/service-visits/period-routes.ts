import { and, asc, count, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  OutstandingQuery,
  PeriodProvidersQuery,
  PeriodVisitsQuery,
  PeriodsQuery,
  SummaryQuery,
  type OutstandingPeriod,
  type PeriodDetail,
  type PeriodProvider,
  type PeriodStudent,
  type PeriodSummary,
  type SummaryLine,
  type YearCustomer,
} from '../../src/domain/billing/api'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import { academicYears, customers, providerSpecialties, referrals, services } from '../db/schema'
import { notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { listAcademicYears } from '../public/academic-years'
import { SERVICE_TYPES } from '../services/routes'
import { billingScope, reachesProvider, scopeCondition } from '../billing/access'
import { billingAcademicYears, pagePeriods, periodAnswer, periodById, startedPeriods } from '../billing/periods'
import { addCounts, groupCounts, periodTotals, referralCounts } from '../billing/referral-counts'
import { pagePeriodVisits } from '../billing/visits'
import { access } from '../permissions/access'

const byName = <T extends { missing: number }>(name: (row: T) => string) => (a: T, b: T) => name(a).localeCompare(name(b), 'es')

/** Billing figures: staff with billing.manage for their customers; a provider her own (a supervisor also her supervisees'). */
const READ = access({ permission: 'billing.manage', customers: true, providers: 'supervised' })

/**
 * The billing periods and their visits under /service-visits (spec §7), module `billing`
 * (server/app.ts), permission `billing.manage`. A provider passes the gate and reaches only her
 * own visits and referrals; a customer-scoped clerk only her customers' (server/billing/access.ts).
 * The period's audit and the visit imports sit beside them (routes.ts).
 */
export function servicePeriodRoutes(deps: AppDeps) {
  const { db } = deps
  const scopeOf = async (c: Context<AppEnv>) => billingScope(await loadOfficeViewer(db, c.var.auth))
  const today = () => companyToday(deps.now())

  async function periodOf(c: Context<AppEnv>, name = 'id') {
    return periodById(db, pathId(c, name))
  }

  return new Hono<AppEnv>()
    .get('/academic-years', READ, async (c) => c.json(await billingAcademicYears(db, deps.now())))
    .get('/types', READ, (c) => c.json(SERVICE_TYPES))
    .get('/academic-years/:academic_year_id/customers', READ, async (c) => {
      const yearId = pathId(c, 'academic_year_id')
      const scope = await scopeOf(c)
      const [year] = await db.select({ id: academicYears.id }).from(academicYears).where(eq(academicYears.id, yearId))
      if (!year) throw notFound('El año académico no existe.')
      const rows: YearCustomer[] = await db
        .select({ id: customers.id, name: customers.name, short_name: customers.short_name, region: customers.region, referrals: count() })
        .from(referrals)
        .innerJoin(customers, eq(customers.id, referrals.customer_id))
        .where(and(eq(referrals.academic_year_id, yearId), ...scopeCondition(scope, { customer: referrals.customer_id, provider: referrals.provider_id })))
        .groupBy(customers.id, customers.name, customers.short_name, customers.region)
        .orderBy(asc(customers.short_name), asc(customers.id))
      return c.json(rows)
    })
    .get('/periods', READ, async (c) => c.json(await pagePeriods(db, queryWith(c, PeriodsQuery), today())))
    .get('/periods/:id', READ, async (c) => {
      const period = await periodOf(c)
      const counts = await referralCounts(db, period, today(), await scopeOf(c))
      const answer: PeriodDetail = { ...periodAnswer(period, today()), totals: addCounts(counts) }
      return c.json(answer)
    })
    .get('/periods/:period_id/visits', READ, async (c) => {
      const period = await periodOf(c, 'period_id')
      const query = queryWith(c, PeriodVisitsQuery)
      return c.json(await pagePeriodVisits(db, await scopeOf(c), { from: period.start_date, to: period.end_date, ...query }, query))
    })
    .get('/periods/:period_id/summary', READ, async (c) => {
      const period = await periodOf(c, 'period_id')
      const query = queryWith(c, SummaryQuery)
      const counts = await referralCounts(db, period, today(), await scopeOf(c), query)
      const lines = groupCounts<string, SummaryLine>(
        counts,
        (row) => `${row.customer_id}:${row.provider_id ?? ''}`,
        (first, sum) => ({ customer_id: first.customer_id, customer_name: first.customer_name, provider_id: first.provider_id, provider_name: first.provider_name, ...sum }),
      ).sort((a, b) => a.customer_name.localeCompare(b.customer_name, 'es') || (a.provider_name ?? '~').localeCompare(b.provider_name ?? '~', 'es'))
      const answer: PeriodSummary = { period: periodAnswer(period, today()), totals: addCounts(counts), lines }
      return c.json(answer)
    })
    .get('/periods/:period_id/providers', READ, async (c) => {
      const period = await periodOf(c, 'period_id')
      const query = queryWith(c, PeriodProvidersQuery)
      const counts = await referralCounts(db, period, today(), await scopeOf(c), query)
      const lines = groupCounts<number | null, PeriodProvider>(
        counts.filter((row) => row.provider_id !== null),
        (row) => row.provider_id,
        (first, sum) => ({ provider_id: first.provider_id!, provider_name: first.provider_name!, ...sum }),
      ).sort(byName((row) => row.provider_name))
      return c.json(lines)
    })
    .get('/periods/:period_id/provider-specialties/:provider_specialty_id/services/:service_id/students', READ, async (c) => {
      const period = await periodOf(c, 'period_id')
      const specialtyId = pathId(c, 'provider_specialty_id')
      const serviceId = pathId(c, 'service_id')
      const scope = await scopeOf(c)
      const [specialty] = await db.select({ provider_id: providerSpecialties.provider_id }).from(providerSpecialties).where(eq(providerSpecialties.id, specialtyId))
      // Another provider's specialty is 404 to a provider, exactly as a missing one.
      if (!specialty || !reachesProvider(scope, specialty.provider_id)) throw notFound('La especialidad del proveedor no existe.')
      const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId))
      if (!service) throw notFound('El servicio no existe.')
      const counts = await referralCounts(db, period, today(), scope, { provider_specialty_id: specialtyId, service_id: serviceId })
      const students: PeriodStudent[] = counts
        .map((row) => ({
          student_id: row.student_id,
          student_name: row.student_name,
          sie_number: row.sie_number,
          referral_id: row.referral_id,
          weekly_frequency: row.weekly_frequency,
          recorded: row.recorded,
          expected: row.expected,
          missing: row.missing,
          extra: row.extra,
        }))
        .sort(byName((row) => row.student_name))
      return c.json(students)
    })
    .get('/outstanding', READ, async (c) => {
      const query = queryWith(c, OutstandingQuery)
      const scope = await scopeOf(c)
      const yearId = query.academic_year_id ?? (await listAcademicYears(db, deps.now())).find((year) => year.delta === 0)?.id
      if (yearId === undefined) return c.json([])
      // Open periods only: a locked one has been billed, so what it lacks is no longer pending.
      const open = (await startedPeriods(db, yearId, today())).filter((period) => period.status === 'open')
      const totals = await periodTotals(db, open, today(), scope, { provider_id: query.provider_id })
      const rows: OutstandingPeriod[] = open
        .map((period) => ({ period: periodAnswer(period, today()), ...totals.get(period.id)! }))
        .filter((row) => row.missing > 0)
      return c.json(rows)
    })
}
