import { listSearch, type ListSearchOf } from '../office/list-search'

/**
 * The billing screens' state in their addresses (no schema module: route files load with the
 * first screen). The sorts are the server's whitelists (src/domain/billing/api.ts).
 */
export const billingHomeSearch = listSearch({ sorts: [], idFilters: ['period_id'] as const })
export type BillingHomeSearch = ListSearchOf<'period_id'>

export const PERIODS_DEFAULT_SORT = 'start_date'
export const periodsSearch = listSearch({ sorts: ['start_date'], idFilters: ['academic_year_id'] as const })
export type PeriodsListSearch = ListSearchOf<'academic_year_id'>

export const PERIOD_VISITS_DEFAULT_SORT = 'date'
export const periodVisitsSearch = listSearch({ sorts: ['date', 'provider', 'student'], idFilters: ['service_id'] as const })
export type PeriodVisitsListSearch = ListSearchOf<'service_id'>
