import { FINDING_SORTS } from '../../domain/lists/list-constants'
import { SCRUB_RULES, type ScrubRule } from '../../domain/scrubber/rules'
import { listSearch, type ListSearch, type ListSearchOf } from '../../kit/office/list-search'

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

/**
 * /billing/periods/{periodId}?rule=…&excluded=…&q=…&sort=…&page=…: the scrubber's findings as
 * filtered, so a filtered view is a link and survives a reload. `excluded` is a boolean in the
 * address (the router reads `excluded=true` as one); the server takes it as text.
 */
export const FINDINGS_DEFAULT_SORT = 'date'
export type FindingsListSearch = ListSearch & { rule?: ScrubRule; excluded?: boolean }
const findingsBase = listSearch({ sorts: FINDING_SORTS })
const RULES = new Set<string>(SCRUB_RULES)

export function periodFindingsSearch(raw: Record<string, unknown>): FindingsListSearch {
  const search: FindingsListSearch = findingsBase(raw)
  if (typeof raw.rule === 'string' && RULES.has(raw.rule)) search.rule = raw.rule as ScrubRule
  if (raw.excluded === true || raw.excluded === 'true') search.excluded = true
  else if (raw.excluded === false || raw.excluded === 'false') search.excluded = false
  return search
}
