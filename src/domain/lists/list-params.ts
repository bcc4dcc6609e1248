import * as v from 'valibot'
import { singleLine } from '../schemas/text'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from './list-constants'

/**
 * The list convention of every office list (ARCHITECTURE.md "Office console"): `page`,
 * `page_size` (default 50, at most 500), `sort` (`field` or `-field`, whitelisted per list), `q`
 * and named filters; the answer is `{ items, total }`. The server parses a URL's strings with
 * `listParams`; the app keeps the same state in its own URL search params.
 */

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_TEXT_MAX }

export interface Page<T> {
  items: T[]
  total: number
}

export type SortDirection = 'asc' | 'desc'

export interface ListParams<TSort extends string> {
  page: number
  page_size: number
  sort: { field: TSort; direction: SortDirection }
  q?: string | undefined
}

const positiveInteger = (code: string) => v.pipe(v.string(), v.regex(/^\d{1,6}$/, code), v.transform(Number), v.minValue(1, code))

/** `field` or `-field`, for the whitelisted `fields` only. */
export function sortParam<const TSort extends string>(fields: readonly TSort[]) {
  const allowed = new Set<string>(fields)
  return v.pipe(
    v.string(),
    v.check((raw) => allowed.has(raw.startsWith('-') ? raw.slice(1) : raw), 'invalid_sort'),
    v.transform((raw) =>
      raw.startsWith('-') ? { field: raw.slice(1) as TSort, direction: 'desc' as const } : { field: raw as TSort, direction: 'asc' as const },
    ),
  )
}

/**
 * The convention's four parameters as they arrive in a query string. `defaultSort` is used when
 * none is given; a list's named filters are added with `v.object({ ...listParams(...).entries, … })`.
 */
export function listParams<const TSort extends string>(fields: readonly TSort[], defaultSort: TSort | `-${TSort}`) {
  return v.object({
    page: v.optional(positiveInteger('invalid_page'), '1'),
    page_size: v.optional(v.pipe(positiveInteger('invalid_page_size'), v.maxValue(PAGE_SIZE_MAX, 'invalid_page_size')), String(PAGE_SIZE_DEFAULT)),
    sort: v.optional(sortParam(fields), defaultSort),
    // A search text is matched in SQL: NUL (which PostgreSQL refuses) and control characters are the caller's mistake.
    q: v.optional(v.pipe(v.string(), singleLine(), v.trim(), v.maxLength(SEARCH_TEXT_MAX, 'too_long'), v.transform((text) => text || undefined))),
  })
}
