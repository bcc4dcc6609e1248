import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { serviceFormGuestLinks } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Guest links of a service form, by the plans' rules (server/plans/guest-links.ts, whose helpers
 * are bound to the plans' table): a random v4 uuid from crypto, valid for `days` days, revocable;
 * issuing a new one revokes the live ones, so one link at a time opens a form.
 */
export type ServiceFormLinkRow = typeof serviceFormGuestLinks.$inferSelect

export async function issueFormLink(tx: Executor, formId: number, userId: number, now: Date, days: number): Promise<ServiceFormLinkRow> {
  await tx
    .update(serviceFormGuestLinks)
    .set({ revoked_at: now })
    .where(and(eq(serviceFormGuestLinks.form_id, formId), isNull(serviceFormGuestLinks.revoked_at)))
  const [link] = await tx
    .insert(serviceFormGuestLinks)
    .values({ uuid: randomUUID(), form_id: formId, expires_at: new Date(now.getTime() + days * 86_400_000), created_by: userId, created_at: now })
    .returning()
  return link!
}

/** The link of `uuid` while it opens its form: unknown 404, revoked or expired 410, each with its code (as the plans'). */
export async function openFormLink(db: Executor, uuid: string, now: Date): Promise<ServiceFormLinkRow> {
  const [link] = await db.select().from(serviceFormGuestLinks).where(eq(serviceFormGuestLinks.uuid, uuid))
  if (!link) throw new HttpError(404, 'guest_link_not_found', 'El enlace no existe.')
  if (link.revoked_at) throw new HttpError(410, 'guest_link_revoked', 'Este enlace fue revocado. Pida uno nuevo a su terapeuta.')
  if (link.expires_at <= now) throw new HttpError(410, 'guest_link_expired', 'Este enlace venció. Pida uno nuevo a su terapeuta.')
  return link
}
