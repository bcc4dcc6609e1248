import { inArray, sql, type SQL } from 'drizzle-orm'
import { providers, referrals, serviceSessions, students, visits } from '../db/schema'
import type { Reach } from './access'

/**
 * Customer and provider scope, in one place: every read of students, referrals, sessions or
 * visits adds the condition of its table for the caller's reach (set by the route's `access`).
 * `undefined` means no limit; an empty reach matches nothing, never everything.
 */

const NONE = sql`false`

export const reachesProvider = (reach: Reach, providerId: number): boolean => reach.providers === 'all' || reach.providers.includes(providerId)

/** A record of no customer (null) is reached only by a caller without a customer limit. */
export const reachesCustomer = (reach: Reach, customerId: number | null): boolean =>
  reach.customers === 'all' || (customerId !== null && reach.customers.includes(customerId))

const within = (column: Parameters<typeof inArray>[0], ids: 'all' | number[]): SQL | undefined =>
  ids === 'all' ? undefined : ids.length === 0 ? NONE : inArray(column, ids)

const combine = (...conditions: Array<SQL | undefined>): SQL | undefined => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined)
  return present.length === 0 ? undefined : sql.join(present, sql` and `)
}

/** Referrals the caller reaches: of her customers, and (providers) assigned to her or her supervisees. */
export function referralsInReach(reach: Reach): SQL | undefined {
  return combine(within(referrals.customer_id, reach.customers), within(referrals.provider_id, reach.providers))
}

/** Sessions the caller reaches: of her providers, and (scoped staff) with a visit of her customers. */
export function sessionsInReach(reach: Reach): SQL | undefined {
  const customers =
    reach.customers === 'all'
      ? undefined
      : sql`exists (select 1 from ${visits} inner join ${referrals} on ${referrals.id} = ${visits.referral_id}
          where ${visits.session_id} = ${serviceSessions.id} and ${within(referrals.customer_id, reach.customers)})`
  return combine(within(serviceSessions.provider_id, reach.providers), customers)
}

/** Visits the caller reaches (the query joins service_sessions): her providers' and her customers'. */
export function visitsInReach(reach: Reach): SQL | undefined {
  const customers =
    reach.customers === 'all' ? undefined : sql`${visits.referral_id} in (select ${referrals.id} from ${referrals} where ${within(referrals.customer_id, reach.customers)})`
  return combine(within(serviceSessions.provider_id, reach.providers), customers)
}

/** Students of the caller's customers (staff); providers reach students through their referrals. */
export function studentsOfCustomers(reach: Reach): SQL | undefined {
  return within(students.customer_id, reach.customers)
}

/**
 * Providers the caller reaches: a customer-scoped role only those assigned to a referral of her
 * customers (their contact details are not every district's business); a provider herself.
 */
export function providersInReach(reach: Reach): SQL | undefined {
  const customers =
    reach.customers === 'all'
      ? undefined
      : sql`exists (select 1 from ${referrals} where ${referrals.provider_id} = ${providers.id} and ${within(referrals.customer_id, reach.customers)})`
  return combine(within(providers.id, reach.providers), customers)
}
