import { readerName } from '../i18n/reader-language'
import { and, asc, desc, eq, gte, isNull, lt, lte, type SQL } from 'drizzle-orm'
import type { PeriodVisit } from '../../src/domain/billing/api'
import type { ListParams, Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { locations, providers, referrals, serviceSessions, services, students, visitOutcomes, visits } from '../db/schema'
import { listPage } from '../core/list-page'
import { scopeCondition, type BillingScope } from './access'

export interface VisitFilters {
  from: string
  /** Inclusive unless `toExclusive`. */
  to: string
  toExclusive?: boolean
  provider_id?: number | undefined
  service_id?: number | undefined
  customer_id?: number | undefined
  location_id?: number | undefined
}

const columns = {
  id: visits.id,
  session_id: visits.session_id,
  date: serviceSessions.date,
  time: serviceSessions.time,
  provider_id: serviceSessions.provider_id,
  provider_first: providers.first_name,
  provider_last: providers.last_name,
  student_id: visits.student_id,
  student_first: students.first_name,
  student_last: students.last_name,
  student_second_last: students.second_last_name,
  sie_number: students.sie_number,
  service_id: serviceSessions.service_id,
  service_name: readerName(services),
  customer_id: referrals.customer_id,
  location_id: serviceSessions.location_id,
  location_name: locations.name,
  visit_outcome_id: visits.visit_outcome_id,
  visit_outcome_name: readerName(visitOutcomes),
  referral_id: visits.referral_id,
}

/**
 * Recorded visits of live sessions (the provider's own records) that the scope reaches: a visit
 * belongs to the provider who gave it and to its referral's customer.
 */
export function visitsWhere(scope: BillingScope, filters: VisitFilters): SQL | undefined {
  return and(
    isNull(serviceSessions.deleted_at),
    gte(serviceSessions.date, filters.from),
    filters.toExclusive ? lt(serviceSessions.date, filters.to) : lte(serviceSessions.date, filters.to),
    filters.provider_id === undefined ? undefined : eq(serviceSessions.provider_id, filters.provider_id),
    filters.service_id === undefined ? undefined : eq(serviceSessions.service_id, filters.service_id),
    filters.customer_id === undefined ? undefined : eq(referrals.customer_id, filters.customer_id),
    filters.location_id === undefined ? undefined : eq(serviceSessions.location_id, filters.location_id),
    ...scopeCondition(scope, { customer: referrals.customer_id, provider: serviceSessions.provider_id }),
  )
}

function base(db: Executor) {
  return (
    db
      .select(columns)
      .from(visits)
      .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
      .innerJoin(referrals, eq(referrals.id, visits.referral_id))
      .innerJoin(students, eq(students.id, visits.student_id))
      .innerJoin(providers, eq(providers.id, serviceSessions.provider_id))
      .innerJoin(services, eq(services.id, serviceSessions.service_id))
      .innerJoin(locations, eq(locations.id, serviceSessions.location_id))
      .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
  )
}

type Row = Awaited<ReturnType<typeof base>>[number]

const answer = ({ provider_first, provider_last, student_first, student_last, student_second_last, ...row }: Row): PeriodVisit => ({
  ...row,
  provider_name: `${provider_first} ${provider_last}`,
  student_name: [student_first, student_last, student_second_last].filter(Boolean).join(' '),
})

type VisitSort = 'date' | 'provider' | 'student'

function order(sort: ListParams<VisitSort>['sort']) {
  const direction = sort.direction === 'desc' ? desc : asc
  const lead =
    sort.field === 'provider' ? [providers.last_name, providers.first_name] : sort.field === 'student' ? [students.last_name, students.first_name] : []
  return [...lead, serviceSessions.date, serviceSessions.time, visits.id].map((column) => direction(column))
}

/** One page of the visits (the list convention). */
export async function pagePeriodVisits(db: Executor, scope: BillingScope, filters: VisitFilters, params: ListParams<VisitSort>): Promise<Page<PeriodVisit>> {
  const where = visitsWhere(scope, filters)
  const page = await listPage(db, base(db).where(where).$dynamic(), params, order(params.sort))
  return { total: page.total, items: page.items.map(answer) }
}

/** Every visit matching, date order (a data-entry leaf: one provider, service, customer and month). */
export async function allVisits(db: Executor, scope: BillingScope, filters: VisitFilters): Promise<PeriodVisit[]> {
  return (await base(db).where(visitsWhere(scope, filters)).orderBy(...order({ field: 'date', direction: 'asc' }))).map(answer)
}
