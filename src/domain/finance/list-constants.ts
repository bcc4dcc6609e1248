/** Whitelisted sorts of the finance lists, free of schemas (see src/domain/lists/list-constants.ts). */
export const SERVICE_RATE_SORTS = ['service', 'duration', 'effective_from', 'rate', 'id'] as const
export const RATE_TEMPLATE_SORTS = ['name', 'specialty', 'id'] as const
export const PURCHASABLE_ITEM_SORTS = ['sort_index', 'name', 'type', 'price', 'id'] as const
