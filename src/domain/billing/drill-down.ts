/**
 * The visits data entry drills down month → customer → provider → service → visits or students
 * (spec §2). Its levels live in the URL's search params, so a drilled-down view is a link.
 * Choosing a level clears every level below it: a provider chosen under another customer or
 * month would otherwise point at visits that are not there.
 */

export const DRILL_LEVELS = ['month', 'customer_id', 'provider_id', 'service_id', 'view'] as const
export type DrillLevel = (typeof DRILL_LEVELS)[number]
export type DrillView = 'visits' | 'students'

export interface DrillDown {
  month?: string
  customer_id?: number
  provider_id?: number
  service_id?: number
  view?: DrillView
}

/** Sets `level` (undefined clears it) and clears every level below it. */
export function chooseLevel<L extends DrillLevel>(current: DrillDown, level: L, value: DrillDown[L] | undefined): DrillDown {
  const next: DrillDown = {}
  for (const name of DRILL_LEVELS) {
    if (name === level) {
      if (value !== undefined) Object.assign(next, { [name]: value })
      break
    }
    if (current[name] !== undefined) Object.assign(next, { [name]: current[name] })
  }
  return next
}

/** A level's value read from the URL, or undefined when it is missing or unreadable. */
function readLevel(level: DrillLevel, raw: unknown): DrillDown[DrillLevel] {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  if (level === 'month') return /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : undefined
  if (level === 'view') return text === 'visits' || text === 'students' ? text : undefined
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined
}

/**
 * The levels as far as they hold together: a level counts only when every level above it is
 * set (a pasted `?provider_id=3` without a month shows the months). Unreadable values are dropped.
 * Plain code, no schema library: the route's search validation loads with the first screen.
 */
export function drillDownOf(search: Record<string, unknown>): DrillDown {
  const result: DrillDown = {}
  for (const name of DRILL_LEVELS) {
    const value = readLevel(name, search[name])
    if (value === undefined) break
    Object.assign(result, { [name]: value })
  }
  return result
}

/** The deepest level chosen so far, or null at the top (the months). */
export function deepestLevel(drill: DrillDown): DrillLevel | null {
  let deepest: DrillLevel | null = null
  for (const name of DRILL_LEVELS) if (drill[name] !== undefined) deepest = name
  return deepest
}
