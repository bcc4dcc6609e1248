import { DISCUSSION_STATES, type DiscussionState } from '../../domain/plans/discussion'
import { listSearch, type ListSearchOf } from '../../kit/office/list-search'

/**
 * /tasks/documents-inbox?customer_id=…&state=…&period_id=…: the inbox's state in its address.
 * `customer_id` (the region) narrows every section; page, sort, state and period belong to the
 * discussions list.
 */
export const INBOX_FILTERS = ['customer_id', 'period_id'] as const
export const DISCUSSION_SORTS = ['id', 'student', 'updated_at'] as const
// The server's own default, so the header's sort mark matches what it answers.
export const DISCUSSIONS_DEFAULT_SORT = '-id'

export type InboxSearch = ListSearchOf<(typeof INBOX_FILTERS)[number]> & { state?: DiscussionState }

const baseSearch = listSearch({ sorts: DISCUSSION_SORTS, idFilters: INBOX_FILTERS })

export function inboxSearch(raw: Record<string, unknown>): InboxSearch {
  const search: InboxSearch = baseSearch(raw)
  if (typeof raw.state === 'string' && (DISCUSSION_STATES as readonly string[]).includes(raw.state)) search.state = raw.state as DiscussionState
  return search
}
