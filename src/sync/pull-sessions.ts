import { PAGE_SIZE_MAX, type Page } from '../domain/lists/list-params'
import { addDays } from '../domain/rules/dates'
import { companyToday } from '../domain/rules/company-time'
import type { ServiceSession } from '../domain/service-sessions/types'
import { db } from '../db/database'
import { fromServer, type LocalServiceSession } from '../db/local-session'
import { sameJson } from '../db/same-json'
import { apiJson } from './api-client'

/** How far back the device keeps the provider's sessions (the history screen asks for more). */
export const REPLICA_DAYS = 62

/**
 * Refreshes the device's copy of the provider's recent sessions from the server: the server's
 * ids and versions, and edits made at the office. A session with a change still waiting on the
 * device keeps the person's version (the server's is noted for comparison); a session that is
 * no longer on the server, and has nothing waiting, is removed.
 */
export async function pullRecentSessions(providerId: number, now = new Date()): Promise<void> {
  const to = companyToday(now)
  const from = addDays(to, -REPLICA_DAYS)
  await mergeServerSessions(await fetchAllPages(providerId, from, to), providerId, from, to)
}

/** Every page of the range: the merge below removes what the server lacks, so it needs them all. */
async function fetchAllPages(providerId: number, from: string, to: string): Promise<ServiceSession[]> {
  const records: ServiceSession[] = []
  for (let page = 1; ; page++) {
    const query = `provider_id=${providerId}&from=${from}&to=${to}&page=${page}&page_size=${PAGE_SIZE_MAX}`
    const { items, total } = await apiJson<Page<ServiceSession>>(`/service-sessions?${query}`)
    records.push(...items)
    if (items.length === 0 || records.length >= total) return records
  }
}

export async function mergeServerSessions(records: ServiceSession[], providerId: number, from: string, to: string): Promise<void> {
  await db.transaction('rw', db.serviceSessions, db.outbox, async () => {
    const waiting = new Set((await db.outbox.toArray()).map((entry) => entry.entityId))
    const onDevice = await db.serviceSessions.bulkGet(records.map((record) => record.id))
    const onServer = new Set<string>()
    const changed: LocalServiceSession[] = []
    for (const [index, record] of records.entries()) {
      onServer.add(record.id)
      const local = onDevice[index]
      if (waiting.has(record.id)) {
        if (local && !sameJson(local.server, record)) await db.serviceSessions.update(record.id, { server: record })
        continue
      }
      // Most days nothing changed: writing every session again would wake every screen that
      // watches the table and redraw the provider's day on a cheap tablet for nothing.
      const fresh = fromServer(record)
      if (!local || !sameJson(local, fresh)) changed.push(fresh)
    }
    if (changed.length > 0) await db.serviceSessions.bulkPut(changed)
    await db.serviceSessions
      .where('[provider_id+date]')
      .between([providerId, from], [providerId, to], true, true)
      .filter((row) => !onServer.has(row.id) && !waiting.has(row.id))
      .delete()
  })
}
