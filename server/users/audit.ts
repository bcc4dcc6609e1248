import type { Executor } from '../db/client'
import { userAuditEvents } from '../db/schema'

export type UserAuditAction =
  | 'user.created'
  | 'user.updated'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.password_set'
  | 'user.password_changed'
  | 'role.granted'
  | 'role.removed'

/**
 * Every change to an account or its roles writes one row, in the transaction of the change, so
 * a change and its record commit or fail together. `details` names what changed (field names,
 * role and customer ids), never a password or its hash.
 */
export async function recordUserEvent(
  tx: Executor,
  event: { actor: number | null; target: number; action: UserAuditAction; details?: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(userAuditEvents).values({
    actor_user_id: event.actor,
    target_user_id: event.target,
    action: event.action,
    details: event.details ?? {},
    created_at: event.at,
  })
}
