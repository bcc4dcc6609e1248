/**
 * The appointments week in the address (?week=yyyy-MM-dd, any day of it; the screen shows the
 * Monday–Sunday week it falls in), so a reload or a shared link returns to the same week.
 * Part of every page's first load (route definitions are not split), so a plain check.
 */
export interface WeekSearch {
  week?: string
}

const DATE_SHAPE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export function weekSearch(search: Record<string, unknown>): WeekSearch {
  return typeof search.week === 'string' && DATE_SHAPE.test(search.week) && !Number.isNaN(Date.parse(search.week)) ? { week: search.week } : {}
}
