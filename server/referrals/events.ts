import { readerName } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { ReferralEventInput } from '../../src/domain/referrals/schemas'
import type { ReferralEvent } from '../../src/domain/referrals/types'
import type { Executor } from '../db/client'
import { referralEventTypes, referralEvents, referrals } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { assertReferencesExist, staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals, type ReferralRow } from './access'

/**
 * Referral events (spec §4: cancel or delete). A cancelled event stays in the list with its
 * reason; a deleted one is kept for the trail but answers 404 like one that never existed.
 */

const columns = {
  id: referralEvents.id,
  referral_id: referralEvents.referral_id,
  event_type_id: referralEvents.event_type_id,
  event_type_name: readerName(referralEventTypes),
  date: referralEvents.date,
  time: referralEvents.time,
  notes: referralEvents.notes,
  cancelled_at: referralEvents.cancelled_at,
  cancel_comment: referralEvents.cancel_comment,
  hash: referralEvents.hash,
  created_at: referralEvents.created_at,
}

type EventRow = { cancelled_at: Date | null; created_at: Date } & Omit<ReferralEvent, 'cancelled' | 'cancelled_at' | 'created_at'>

export const toEvent = ({ cancelled_at, created_at, ...row }: EventRow): ReferralEvent => ({
  ...row,
  cancelled: cancelled_at !== null,
  cancelled_at: cancelled_at?.toISOString() ?? null,
  created_at: created_at.toISOString(),
})

export const selectEvents = (db: Executor) =>
  db.select(columns).from(referralEvents).innerJoin(referralEventTypes, eq(referralEventTypes.id, referralEvents.event_type_id))

export async function eventsOf(db: Executor, referralId: number): Promise<ReferralEvent[]> {
  const rows = await selectEvents(db)
    .where(and(eq(referralEvents.referral_id, referralId), isNull(referralEvents.deleted_at)))
    .orderBy(desc(referralEvents.date), desc(referralEvents.id))
  return rows.map(toEvent)
}

/** An event of `referralId` that is not deleted, or 404. */
export async function eventOf(db: Executor, referralId: number, eventId: number, lock = false): Promise<ReferralEvent> {
  if (lock) {
    await db.select({ id: referralEvents.id }).from(referralEvents).where(eq(referralEvents.id, eventId)).for('update')
  }
  const [row] = await selectEvents(db).where(and(eq(referralEvents.id, eventId), eq(referralEvents.referral_id, referralId), isNull(referralEvents.deleted_at)))
  if (!row) throw notFound('El evento no existe.')
  return toEvent(row)
}

/** GET referrals/events/{id}: any event of a referral the viewer may read. */
export async function visibleEvent(db: Executor, viewer: OfficeViewer, eventId: number): Promise<ReferralEvent> {
  const [row] = await selectEvents(db)
    .innerJoin(referrals, eq(referrals.id, referralEvents.referral_id))
    .where(and(eq(referralEvents.id, eventId), isNull(referralEvents.deleted_at), readableReferrals(viewer)))
  if (!row) throw notFound('El evento no existe.')
  return toEvent(row)
}

export async function createEvent(tx: Executor, referral: ReferralRow, input: ReferralEventInput, userId: number, now: Date): Promise<ReferralEvent> {
  await assertReferencesExist(tx, { event_type_id: [referralEventTypes, input.event_type_id] })
  const [row] = await tx
    .insert(referralEvents)
    .values({ ...input, referral_id: referral.id, created_by: userId, created_at: now, hash: randomUUID() })
    .returning({ id: referralEvents.id })
  return eventOf(tx, referral.id, row!.id)
}

export async function cancelEvent(tx: Executor, referralId: number, eventId: number, input: { hash: string; comment: string | null }, userId: number, now: Date) {
  const current = await eventOf(tx, referralId, eventId, true)
  if (current.hash !== input.hash) throw staleVersion(current, 'El evento cambió desde que se abrió. Compare ambas versiones.')
  if (current.cancelled) throw new HttpError(409, 'already_cancelled', 'El evento ya está cancelado.', undefined, undefined, { current })
  await tx
    .update(referralEvents)
    .set({ cancelled_at: now, cancelled_by: userId, cancel_comment: input.comment, hash: randomUUID() })
    .where(eq(referralEvents.id, eventId))
  return eventOf(tx, referralId, eventId)
}

export async function deleteEvent(tx: Executor, referralId: number, eventId: number, hash: string | undefined, userId: number, now: Date) {
  const current = await eventOf(tx, referralId, eventId, true)
  if (hash !== undefined && current.hash !== hash) throw staleVersion(current, 'El evento cambió desde que se abrió. Compare ambas versiones.')
  await tx.update(referralEvents).set({ deleted_at: now, deleted_by: userId, hash: randomUUID() }).where(eq(referralEvents.id, eventId))
}
