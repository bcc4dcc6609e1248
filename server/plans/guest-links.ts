import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { planGuestLinks } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Guest links of a plan: a random v4 uuid (crypto, not guessable, not sequential), valid for
 * `days` days, revocable. Issuing a new one revokes the live ones, so one link at a time opens a plan.
 */

export type GuestLinkRow = typeof planGuestLinks.$inferSelect

export async function issueGuestLink(tx: Executor, planId: number, userId: number, now: Date, days: number): Promise<GuestLinkRow> {
  await tx
    .update(planGuestLinks)
    .set({ revoked_at: now })
    .where(and(eq(planGuestLinks.plan_id, planId), isNull(planGuestLinks.revoked_at)))
  const [link] = await tx
    .insert(planGuestLinks)
    .values({ uuid: randomUUID(), plan_id: planId, expires_at: new Date(now.getTime() + days * 86_400_000), created_by: userId, created_at: now })
    .returning()
  return link!
}

/** The plan's live link, if any. */
export async function liveGuestLink(tx: Executor, planId: number, now: Date): Promise<GuestLinkRow | undefined> {
  const [link] = await tx
    .select()
    .from(planGuestLinks)
    .where(and(eq(planGuestLinks.plan_id, planId), isNull(planGuestLinks.revoked_at), gt(planGuestLinks.expires_at, now)))
    .orderBy(desc(planGuestLinks.id))
    .limit(1)
  return link
}

/** The link of `uuid` while it opens its plan: unknown 404, revoked or expired 410, each with its code. */
export async function openGuestLink(db: Executor, uuid: string, now: Date): Promise<GuestLinkRow> {
  const [link] = await db.select().from(planGuestLinks).where(eq(planGuestLinks.uuid, uuid))
  if (!link) throw new HttpError(404, 'guest_link_not_found', 'El enlace no existe.')
  if (link.revoked_at) throw new HttpError(410, 'guest_link_revoked', 'Este enlace fue revocado. Pida uno nuevo a su terapeuta.')
  if (link.expires_at <= now) throw new HttpError(410, 'guest_link_expired', 'Este enlace venció. Pida uno nuevo a su terapeuta.')
  return link
}
