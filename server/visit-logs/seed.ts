import { eq, inArray, isNotNull } from 'drizzle-orm'
import { visitLogFlow, type VisitLogStatus } from '../../src/domain/workflows/visit-log-flow'
import type { Database, Transaction } from '../db/client'
import { attachments, locations, providerLocationVisitLogs as logs, users } from '../db/schema'
import type { FileStorage } from '../files/storage'
import { logFailure } from '../http/safe-log'
import { writeEvent } from '../workflows/events'
import { moveDocument } from '../workflows/move'
import { samplePng } from './sample-scan'
import { SCAN_CONTAINER } from './writes'
import { seedOcrReading } from '../ocr/seed'

/**
 * Demo visit logs, one in each status, each with the same generated scan. The seed runs in a
 * database transaction that cannot reach file storage, so the rows name one fixed storage key and
 * `restoreSeedScan` (at start, after the seed) writes the sample's bytes there when missing. The
 * sample is deterministic, so the size the rows record is always the size of the bytes written.
 */
export const SEED_SCAN_KEY = `${SCAN_CONTAINER}/seed/sample-scan`
const seedScan = () => samplePng(425, 550)

const DEMO = [
  { email: 'terapeuta@example.com', monthsAgo: 1, status: 'received' },
  { email: 'terapeuta2@example.com', monthsAgo: 1, status: 'claimed' },
  { email: 'terapeuta@example.com', monthsAgo: 2, status: 'processed' },
] as const satisfies readonly { email: string; monthsAgo: number; status: VisitLogStatus }[]

/** The moves that bring a received log to `status`, as the clerk made them. */
const PATH: Record<VisitLogStatus, ('claim' | 'mark-processed')[]> = { received: [], claimed: ['claim'], processed: ['claim', 'mark-processed'] }

function monthBefore(today: string, monthsAgo: number): { year: number; month: number } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - monthsAgo
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export async function seedVisitLogs(tx: Transaction, today: string, now: Date): Promise<void> {
  const people = await tx.select().from(users).where(inArray(users.email, ['facturacion@example.com', ...DEMO.map((demo) => demo.email)]))
  const clerk = people.find((person) => person.email === 'facturacion@example.com')!
  const [school] = await tx.select({ id: locations.id }).from(locations).where(isNotNull(locations.customer_id)).orderBy(locations.id).limit(1)
  if (!school) return
  const size = seedScan().byteLength
  for (const demo of DEMO) {
    const provider = people.find((person) => person.email === demo.email)?.provider_id
    if (!provider) continue
    const period = monthBefore(today, demo.monthsAgo)
    const [row] = await tx
      .insert(logs)
      .values({ provider_id: provider, location_id: school.id, ...period, status: visitLogFlow.initial, created_by: clerk.id, created_at: now, updated_at: now })
      .returning({ id: logs.id })
    const id = row!.id
    const [scan] = await tx
      .insert(attachments)
      .values({ container_type: SCAN_CONTAINER, container_id: id, filename: `registro-${period.year}-${period.month}.png`, description: 'Registro escaneado', content_type: 'image/png', size_bytes: size, storage_key: SEED_SCAN_KEY, created_by: clerk.id, created_at: now })
      .returning({ id: attachments.id })
    await writeEvent(tx, visitLogFlow, { documentId: id, action: 'create', from: null, to: 'received', comment: null, userId: clerk.id, at: now })
    let status: VisitLogStatus = 'received'
    for (const action of PATH[demo.status]) {
      const comment = action === 'mark-processed' ? 'Visitas del mes confirmadas' : null
      // The demo's past, walked along the table as the runner takes it.
      status = await moveDocument(tx, visitLogFlow, { documentId: id, action, from: status, comment, userId: clerk.id, at: now }, async (to) => {
        await tx.update(logs).set({ status: to }).where(eq(logs.id, id))
      })
    }
    await tx
      .update(logs)
      .set({
        scan_attachment_id: scan!.id,
        claimed_by: status === 'received' ? null : clerk.id,
        claimed_at: status === 'received' ? null : now,
        processed_at: status === 'processed' ? now : null,
      })
      .where(eq(logs.id, id))
    // The log being worked on was read by OCR: its proposal waits for the clerk (server/ocr/seed.ts).
    if (status === 'claimed') await seedOcrReading(tx, { id, provider_id: provider, location_id: school.id, ...period, status }, clerk.id, now)
  }
}

/** Writes the seed's sample scan when a seeded log names it and storage lacks it; never fatal. */
export async function restoreSeedScan(db: Database, storage: FileStorage): Promise<void> {
  try {
    const [named] = await db.select({ id: attachments.id }).from(attachments).where(eq(attachments.storage_key, SEED_SCAN_KEY)).limit(1)
    if (named && !(await storage.get(SEED_SCAN_KEY))) await storage.put(SEED_SCAN_KEY, seedScan())
  } catch (error) {
    logFailure('files', error, { task: 'restore seed scan' })
  }
}
