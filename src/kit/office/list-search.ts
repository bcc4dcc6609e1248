import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../domain/lists/list-constants'

/**
 * An office list's state in the URL search params (docs/office-console.md): page, page_size,
 * sort (`field` / `-field`), q and the list's named filters, so a filtered, sorted page is a
 * link. Values that are defaults are left out, so the plain list is a plain address; anything
 * malformed in a pasted link is dropped rather than refused. Route definitions load with the
 * first screen, so this is a plain check, not a schema library.
 */
export interface ListSearch {
  page?: number
  page_size?: number
  sort?: string
  q?: string
}

export interface ListSearchSpec<TFilter extends string> {
  /** The server's whitelisted sort fields. */
  sorts: readonly string[]
  /** Named filters carried as ids (customer_id, location_id, …). */
  idFilters?: readonly TFilter[]
}

export type ListSearchOf<TFilter extends string> = ListSearch & Partial<Record<TFilter, number>>

const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined
}

/** A `validateSearch` for a list route. */
export function listSearch<TFilter extends string>(spec: ListSearchSpec<TFilter>) {
  const sorts = new Set(spec.sorts)
  return (raw: Record<string, unknown>): ListSearchOf<TFilter> => {
    // Every name the list knows is answered, undefined when absent or malformed: the router lays a
    // route's validated search over the raw one, so a name left out would keep a pasted link's
    // junk (`?sort=salary`) and send it to the server.
    const search: ListSearch & Record<string, number | string | undefined> = { page: undefined, page_size: undefined, sort: undefined, q: undefined }
    for (const name of spec.idFilters ?? []) search[name] = undefined
    const page = positiveInteger(raw.page)
    if (page !== undefined && page > 1) search.page = page
    const size = positiveInteger(raw.page_size)
    if (size !== undefined && size !== PAGE_SIZE_DEFAULT) search.page_size = Math.min(size, PAGE_SIZE_MAX)
    if (typeof raw.sort === 'string' && sorts.has(raw.sort.replace(/^-/, ''))) search.sort = raw.sort
    // A number-only search (an SIE number) arrives parsed as a number: keep it as text.
    const q = typeof raw.q === 'number' ? String(raw.q) : typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : ''
    if (q) search.q = q
    for (const name of spec.idFilters ?? []) {
      const id = positiveInteger(raw[name])
      if (id !== undefined) search[name] = id
    }
    return search as ListSearchOf<TFilter>
  }
}

/** The list's state as the server's query string (the same names, spec list convention). */
export function listQueryString(search: object): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  }
  params.sort()
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The sort after a click on a column header: ascending first, then descending, then ascending again. */
export function nextSort(current: string | undefined, defaultSort: string, field: string): string {
  const active = current ?? defaultSort
  return active === field ? `-${field}` : field
}

/** `sort` as a field and direction, for the header's aria-sort. */
export function parseSort(sort: string | undefined, defaultSort: string): { field: string; direction: 'asc' | 'desc' } {
  const active = sort ?? defaultSort
  return active.startsWith('-') ? { field: active.slice(1), direction: 'desc' } : { field: active, direction: 'asc' }
}
