import { formatDistance, parseISO } from 'date-fns'
import { dateOptions } from './format-date'

/**
 * How long ago a moment was, in words a person says: "hace menos de un minuto", "hace 5 minutos",
 * "hace alrededor de 2 horas" (a moment in the future, from a clock that drifted, reads as now).
 * Beside format-date, not in it, so the first screen does not carry it.
 */
export function formatAgo(isoTimestamp: string, now: Date = new Date()): string {
  const moment = parseISO(isoTimestamp)
  return formatDistance(moment > now ? now : moment, now, { ...dateOptions(), addSuffix: true })
}
