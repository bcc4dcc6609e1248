/** Whitelisted sorts of the payment lists, free of schemas (route files import them). */
export const BATCH_SORTS = ['id', 'name', 'status', 'effective_date', 'total', 'updated_at'] as const
export const BATCHES_DEFAULT_SORT = '-id'
export const PAYMENT_SORTS = ['id', 'provider', 'amount', 'status', 'paid_at'] as const
export const PAYMENTS_DEFAULT_SORT = '-id'
export const LEGACY_PAYMENT_SORTS = ['paid_on', 'amount', 'id'] as const
export const LEGACY_PAYMENTS_DEFAULT_SORT = '-paid_on'
/** The most bills one create gathers by name (a larger batch gathers by period instead). */
export const MAX_BATCH_BILLS = 1000
