/** Whitelisted sorts of the bills list, free of schemas (route files import it). */
export const BILL_SORTS = ['period', 'provider', 'status', 'total', 'updated_at', 'id'] as const
export const BILLS_DEFAULT_SORT = '-updated_at'

/** Kinds of bill line: a visit priced at its contract's rate, a purchasable item, an adjustment. */
export const BILL_LINE_KINDS = ['visit', 'item', 'adjustment'] as const
export type BillLineKind = (typeof BILL_LINE_KINDS)[number]

/** At most this many item and adjustment lines on one bill (visit lines come from the import). */
export const MAX_EXTRA_LINES = 100
/** At most this many of one item on a line. */
export const MAX_ITEM_QUANTITY = 1000

/**
 * Why the import left a delivered visit of the period off the bill: no approved contract of the
 * provider covers its date, or the contract has no rate for its service and length (never priced
 * at 0: the office fixes the contract first).
 */
export const IMPORT_SKIP_REASONS = ['no_contract', 'no_rate'] as const
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number]
