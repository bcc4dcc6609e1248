import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { ReferralListItem } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { ReferralsSearch } from '../referrals-search'

/** GET /referrals (spec §7 Referrals): a page of referrals, filtered by status, service, region and provider. */
export const listReferrals = (search: ReferralsSearch) => apiJson<Page<ReferralListItem>>(`/referrals${listQueryString(search)}`)
export const referralsQuery = (search: ReferralsSearch) => queryOptions({ queryKey: ['referrals', 'list', search], queryFn: () => listReferrals(search) })
// The last page stays on screen while the next one loads, so paging does not flash empty.
export const useReferrals = (search: ReferralsSearch) => useQuery({ ...referralsQuery(search), placeholderData: keepPreviousData })
