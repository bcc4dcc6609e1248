import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { isProviderViewer, readableProviders, staffReach, type OfficeViewer } from '../permissions/viewer'

/**
 * Who reaches which billing figures (spec §6; brief H11): staff through `billing.manage`, globally
 * or for the customers of their scoped roles; a provider only her own visits and referrals (a
 * supervisor also those of the providers she supervises, read only — billing has no writes).
 * The conditions are built for a query that names its own customer and provider columns, so a
 * visit counts for the provider who recorded it and a referral for the provider it is assigned to.
 */
export interface BillingScope {
  /** null: any provider. */
  providers: number[] | null
  /** 'all': any customer. */
  customers: 'all' | number[]
}

export function billingScope(viewer: OfficeViewer): BillingScope {
  if (isProviderViewer(viewer)) return { providers: readableProviders(viewer), customers: 'all' }
  return { providers: null, customers: staffReach(viewer, 'billing.manage') }
}

const NONE = sql`false`

/** The WHERE condition of what the scope reaches, on the query's own columns. */
export function scopeCondition(scope: BillingScope, columns: { customer: AnyColumn; provider: AnyColumn }): SQL[] {
  const conditions: SQL[] = []
  if (scope.providers !== null) conditions.push(scope.providers.length === 0 ? NONE : inArray(columns.provider, scope.providers))
  if (scope.customers !== 'all') conditions.push(scope.customers.length === 0 ? NONE : inArray(columns.customer, scope.customers))
  return conditions
}

/** A provider asking for another provider's figures names nothing she may see: an empty answer, not a hint. */
export const reachesProvider = (scope: BillingScope, providerId: number) => scope.providers === null || scope.providers.includes(providerId)
