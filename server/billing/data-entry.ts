import { readerName } from '../i18n/reader-language'
import { asc, eq, sql } from 'drizzle-orm'
import { addDays } from '../../src/domain/rules/dates'
import type { DataEntryChoice, DataEntryLeaf } from '../../src/domain/billing/api'
import type { Executor } from '../db/client'
import { customers, providers, referrals, serviceSessions, services, visits } from '../db/schema'
import { monthRange } from '../service-sessions/history'
import type { BillingScope } from './access'
import { groupCounts, referralCounts } from './referral-counts'
import { allVisits, visitsWhere } from './visits'

/**
 * The visits data entry (spec §2, §7 `service-sessions/data-entry/…`): each level answers the
 * choices of the next one with how many visits lie under each, within what the caller reaches.
 * Months come from the recorded sessions; a customer is the visit's referral's customer.
 */

export interface DataEntryPath {
  month?: string
  customer_id?: number
  provider_id?: number
}

const visitCount = sql<number>`count(*)::int`

/** Months with recorded visits, newest first. */
export async function dataEntryMonths(db: Executor, scope: BillingScope): Promise<DataEntryChoice[]> {
  const month = sql<string>`to_char(${serviceSessions.date}, 'YYYY-MM')`
  const rows = await db
    .select({ id: month, visits: visitCount })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(visitsWhere(scope, { from: '1900-01-01', to: '2100-01-01' }))
    .groupBy(month)
    .orderBy(sql`1 desc`)
  return rows.map((row) => ({ ...row, name: row.id }))
}

export async function dataEntryCustomers(db: Executor, scope: BillingScope, monthId: string): Promise<DataEntryChoice[]> {
  const { from, to } = monthRange(monthId)
  return db
    .select({ id: customers.id, name: customers.short_name, visits: visitCount })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .where(visitsWhere(scope, { from, to, toExclusive: true }))
    .groupBy(customers.id, customers.short_name)
    .orderBy(asc(customers.short_name), asc(customers.id))
}

export async function dataEntryProviders(db: Executor, scope: BillingScope, monthId: string, customerId: number): Promise<DataEntryChoice[]> {
  const { from, to } = monthRange(monthId)
  const rows = await db
    .select({ id: providers.id, first: providers.first_name, last: providers.last_name, visits: visitCount })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(providers, eq(providers.id, serviceSessions.provider_id))
    .where(visitsWhere(scope, { from, to, toExclusive: true, customer_id: customerId }))
    .groupBy(providers.id, providers.first_name, providers.last_name)
    .orderBy(asc(providers.last_name), asc(providers.first_name), asc(providers.id))
  return rows.map(({ first, last, ...row }) => ({ ...row, name: `${first} ${last}` }))
}

export async function dataEntryServices(db: Executor, scope: BillingScope, monthId: string, customerId: number, providerId: number): Promise<DataEntryChoice[]> {
  const { from, to } = monthRange(monthId)
  return db
    .select({ id: services.id, name: readerName(services), visits: visitCount })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(services, eq(services.id, serviceSessions.service_id))
    .where(visitsWhere(scope, { from, to, toExclusive: true, customer_id: customerId, provider_id: providerId }))
    .groupBy(services.id, services.name)
    .orderBy(asc(services.name), asc(services.id))
}

/**
 * The last level: the visits themselves, and the students of the provider's referrals of that
 * service and customer with their counts for the month (due, recorded, missing).
 */
export async function dataEntryLeaf(
  db: Executor,
  scope: BillingScope,
  path: { monthId: string; customerId: number; providerId: number; serviceId: number },
  today: string,
): Promise<DataEntryLeaf> {
  const { from, to } = monthRange(path.monthId)
  const filters = { customer_id: path.customerId, provider_id: path.providerId, service_id: path.serviceId }
  const visitsOfLeaf = await allVisits(db, scope, { from, to, toExclusive: true, ...filters })
  const counts = await referralCounts(db, { start_date: from, end_date: addDays(to, -1) }, today, scope, filters)
  const students = groupCounts(
    counts,
    (row) => row.referral_id,
    (first, sum) => ({
      student_id: first.student_id,
      student_name: first.student_name,
      sie_number: first.sie_number,
      referral_id: first.referral_id,
      weekly_frequency: first.weekly_frequency,
      recorded: sum.recorded,
      expected: sum.expected,
      missing: sum.missing,
      extra: sum.extra,
    }),
  ).sort((a, b) => a.student_name.localeCompare(b.student_name, 'es'))
  return { visits: visitsOfLeaf, students }
}
