import { sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { ListParams, Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { countAll, limitOffset } from '../http/list'

/**
 * One page of a list from its query written once: the table, its joins and its filter. The same
 * query gives the page's rows (sorted, limited) and, wrapped as a subquery, the count of all its
 * rows, so the rows and the total can never disagree on a join or a filter. PostgreSQL pulls the
 * simple subquery up into the count, leaving out the columns only the rows need.
 */
export async function listPage<TQuery extends PgSelect>(
  db: Executor,
  query: TQuery,
  params: Pick<ListParams<string>, 'page' | 'page_size'>,
  order: SQL[],
): Promise<Page<Awaited<TQuery>[number]>> {
  // The filtered query's SQL is taken now, before the rows' ORDER BY and LIMIT are set on it.
  const total = db.select({ total: countAll }).from(sql`(${query.getSQL()}) as listed`)
  const { limit, offset } = limitOffset(params)
  // drizzle types a dynamic query's orderBy/limit/offset by its generic base, losing the row
  // type; the rows are still the query's own.
  const rows = query.orderBy(...order).limit(limit).offset(offset)
  const [items, [count]] = await Promise.all([rows as Promise<unknown> as Promise<Awaited<TQuery>>, total])
  return { items, total: count?.total ?? 0 }
}

