/**
 * /finance/reports keeps its academic year in the address, so a report is a link. Anything
 * malformed in a pasted link is dropped (route files load with the first screen: no schema here).
 */
export interface FinanceReportsSearch {
  academic_year_id?: number
}

export function financeReportsSearch(raw: Record<string, unknown>): FinanceReportsSearch {
  const value = raw.academic_year_id
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number >= 1 ? { academic_year_id: number } : {}
}
