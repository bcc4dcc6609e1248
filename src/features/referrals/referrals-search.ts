import { REFERRAL_SORTS } from '../../domain/lists/list-constants'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/** /referrals?status_id=…&service_id=…&customer_id=…&provider_id=…: the referral list's state in its address. */
export const REFERRAL_FILTERS = ['status_id', 'service_id', 'customer_id', 'provider_id', 'student_id'] as const
export const REFERRALS_DEFAULT_SORT = '-start_date'
export const referralsSearch = listSearch({ sorts: REFERRAL_SORTS, idFilters: REFERRAL_FILTERS })
export type ReferralsSearch = ListSearchOf<(typeof REFERRAL_FILTERS)[number]>
