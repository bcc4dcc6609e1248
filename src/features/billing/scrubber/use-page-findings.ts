import { getRouteApi } from '@tanstack/react-router'
import { periodFindingsSearch, type FindingsListSearch } from '../billing-search'
import { useFindings, type FindingsSearch } from './api'

export const FINDINGS_PAGE_SIZE = 50

const route = getRouteApi('/billing/periods/$periodId/')

/**
 * The findings the period page's address asks for. The summary at the top and the table below
 * call this same query, so the page asks the server once (`by_rule` counts the whole period,
 * before the filters, so the summary's counts do not change with them).
 */
export function usePageFindings(periodId: number) {
  // Checked again here: the router keeps a pasted address's unknown values beside the route's
  // checked ones (the root route passes the raw search on), and those must not reach the server.
  const search = periodFindingsSearch(route.useSearch())
  const pageSize = search.page_size ?? FINDINGS_PAGE_SIZE
  return { search, pageSize, findings: useFindings(periodId, findingsQuery(search, pageSize)) }
}

/** The address's state as the server's query (`excluded` as text, the page size always sent). */
function findingsQuery(search: FindingsListSearch, pageSize: number): FindingsSearch {
  const { excluded, ...rest } = search
  return { ...rest, page_size: pageSize, ...(excluded === undefined ? {} : { excluded: excluded ? 'true' : 'false' }) }
}
