import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { ListParams, Page } from '../../src/domain/lists/list-params'

/**
 * Server side of the list convention (src/domain/lists/list-params.ts): the ORDER BY of a
 * whitelisted sort, LIMIT/OFFSET of the page, and `{ items, total }`. Every list answers through
 * `pageOf`, so no list endpoint returns an unbounded array.
 */

/** ORDER BY the chosen column, then the `tiebreak` columns, so pages never overlap or skip rows. */
export function orderOf<TSort extends string>(
  sort: ListParams<TSort>['sort'],
  columns: Record<TSort, AnyColumn | SQL>,
  tiebreak: readonly (AnyColumn | SQL)[],
): SQL[] {
  const direction = sort.direction === 'desc' ? desc : asc
  return [direction(columns[sort.field]), ...tiebreak.map((column) => direction(column))]
}

export function limitOffset(params: Pick<ListParams<string>, 'page' | 'page_size'>): { limit: number; offset: number } {
  return { limit: params.page_size, offset: (params.page - 1) * params.page_size }
}

/** `count(*)` as a JavaScript number, for the `total` of a page. */
export const countAll = sql<number>`count(*)::int`

/** One page: the rows and the count run together. */
export async function pageOf<T>(items: Promise<T[]>, total: Promise<{ total: number }[]>): Promise<Page<T>> {
  const [rows, [count]] = await Promise.all([items, total])
  return { items: rows, total: count?.total ?? 0 }
}

/** A `q` search term for ILIKE: the person's text, with LIKE's wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
