import { formatDistanceStrict, parseISO } from 'date-fns'
import { dateOptions } from './format-date'

/**
 * How long ago a moment was, e.g. "hace 5 minutos" (a moment in the future, from a clock that
 * drifted, reads as now). Beside format-date, not in it, so the first screen does not carry it.
 */
export function formatAgo(isoTimestamp: string, now: Date = new Date()): string {
  const moment = parseISO(isoTimestamp)
  return formatDistanceStrict(moment > now ? now : moment, now, { ...dateOptions(), addSuffix: true })
}
