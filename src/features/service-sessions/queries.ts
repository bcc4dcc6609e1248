import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/database'
import type { LocalServiceSession } from '../../db/local-session'
import type { ReferralDetail } from '../../domain/referrals/types'
import { activeStudentsOwner } from '../../domain/service-sessions/active-students-cache'

/** A provider's sessions of one day on the device, by time (deleted ones wait out of sight). */
export function useDaySessions(providerId: number, date: string): LocalServiceSession[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.serviceSessions.where('[provider_id+date]').equals([providerId, date]).toArray())
        .filter((session) => !session.deleted)
        .sort((a, b) => a.time.localeCompare(b.time)),
    [providerId, date],
  )
}

/** Sessions of a date range (inclusive), by date and time. */
export function useSessionsBetween(providerId: number, from: string, to: string): LocalServiceSession[] | undefined {
  return useLiveQuery(
    () =>
      db.serviceSessions
        .where('[provider_id+date]')
        .between([providerId, from], [providerId, to], true, true)
        .toArray()
        .then((rows) => rows.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))),
    [providerId, from, to],
  )
}

/** One session on the device: `null` when it is not there (or was deleted here). */
export function useLocalSession(id: string): LocalServiceSession | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.serviceSessions.get(id)
    return row && !row.deleted ? row : null
  }, [id])
}

/**
 * The provider's referrals as the device holds them (with their weekly schedules), replaced with
 * her active students (src/sync/active-students.ts): what the day's expected sessions come from.
 */
export function useProviderReferrals(providerId: number): ReferralDetail[] | undefined {
  return useLiveQuery(() => db.referrals.where('owner').equals(activeStudentsOwner('provider', providerId)).toArray(), [providerId])
}
