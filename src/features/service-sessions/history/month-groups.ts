import type { ProviderMonthSummary } from '../../../domain/service-sessions/api'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { fromServer, type LocalServiceSession } from '../../../db/local-session'

/** A month of the history: what the device holds, and the server's totals when known. */
export interface HistoryMonth {
  monthId: string
  /** Sessions of the month on this device (not deleted here). */
  onDevice: number
  /** Of those, changes not yet on the server. */
  unsent: number
  server: ProviderMonthSummary | null
}

export const monthOf = (date: string) => date.slice(0, 7)

/** The device's sessions and the server's months together, newest first. */
export function historyMonths(local: readonly LocalServiceSession[], server: readonly ProviderMonthSummary[] | null): HistoryMonth[] {
  const months = new Map<string, HistoryMonth>()
  const month = (monthId: string) => months.get(monthId) ?? months.set(monthId, { monthId, onDevice: 0, unsent: 0, server: null }).get(monthId)!
  for (const session of local) {
    if (session.deleted) continue
    const entry = month(monthOf(session.date))
    entry.onDevice += 1
    if (session.syncState !== 'synced') entry.unsent += 1
  }
  for (const summary of server ?? []) month(summary.month_id).server = summary
  return [...months.values()].sort((a, b) => b.monthId.localeCompare(a.monthId))
}

/**
 * A month's sessions by day: the device's copy wins (it may hold changes not sent yet, or a
 * deletion waiting to go); the server fills in what the device no longer keeps.
 */
export function sessionsByDay(
  local: readonly LocalServiceSession[],
  serverSessions: readonly ServiceSession[],
): Array<{ date: string; sessions: LocalServiceSession[] }> {
  const byId = new Map<string, LocalServiceSession>()
  for (const session of serverSessions) byId.set(session.id, fromServer(session))
  for (const session of local) byId.set(session.id, session)
  const days = new Map<string, LocalServiceSession[]>()
  for (const session of byId.values()) {
    if (session.deleted) continue
    days.set(session.date, [...(days.get(session.date) ?? []), session])
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, sessions]) => ({ date, sessions: sessions.sort((a, b) => a.time.localeCompare(b.time)) }))
}
