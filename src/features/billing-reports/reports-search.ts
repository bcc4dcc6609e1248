/**
 * /billing/reports keeps its filters in the address, so a filtered report is a link: the
 * academic year, the region (a name) and the period the workbooks are made for. Anything
 * malformed in a pasted link is dropped (route files load with the first screen: no schema here).
 */
export interface ReportsSearch {
  academic_year_id?: number
  region?: string
  period_id?: number
}

const id = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined
}

export function reportsSearch(raw: Record<string, unknown>): ReportsSearch {
  const search: ReportsSearch = {}
  const year = id(raw.academic_year_id)
  if (year !== undefined) search.academic_year_id = year
  const period = id(raw.period_id)
  if (period !== undefined) search.period_id = period
  if (typeof raw.region === 'string' && raw.region.trim()) search.region = raw.region.trim().slice(0, 80)
  return search
}
