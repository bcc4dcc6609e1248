import { and, asc, eq, isNull } from 'drizzle-orm'
import type { RoleGrantInput } from '../../src/domain/users/schemas'
import type { RolesSelectorData } from '../../src/domain/users/types'
import type { Executor } from '../db/client'
import { customers, roles, userRoles } from '../db/schema'
import { invalid, notFound } from '../http/errors'
import { assertAdministratorRemains, lockAdministrators } from './administrators'
import { recordUserEvent } from './audit'
import { userRow } from './read'
import type { UserWriteContext } from './writes'

/** GET /users/{id}/roles-selector-data: every role, and every customer a role can be scoped to. */
export async function rolesSelectorData(db: Executor, userId: number): Promise<RolesSelectorData> {
  await userRow(db, userId)
  const [roleRows, customerRows] = await Promise.all([
    db.select({ id: roles.id, name: roles.name, description: roles.description }).from(roles).orderBy(asc(roles.name)),
    db.select({ id: customers.id, name: customers.short_name }).from(customers).orderBy(asc(customers.short_name)),
  ])
  return { roles: roleRows, customers: customerRows }
}

/**
 * POST /users/{userId}/roles: grants a role globally or for one customer. Granting one already
 * held changes nothing (a retried request must not fail); only a new grant is recorded.
 */
export async function grantRole(ctx: UserWriteContext, userId: number, input: RoleGrantInput): Promise<void> {
  await userRow(ctx.tx, userId, true)
  const [role] = await ctx.tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id))
  if (!role) throw invalid({ role_id: 'unknown_reference' })
  if (input.customer_id !== null) {
    const [customer] = await ctx.tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customer_id))
    if (!customer) throw invalid({ customer_id: 'unknown_reference' })
  }
  const inserted = await ctx.tx
    .insert(userRoles)
    .values({ user_id: userId, role_id: input.role_id, customer_id: input.customer_id })
    .onConflictDoNothing()
    .returning({ id: userRoles.id })
  if (inserted.length > 0) {
    await recordUserEvent(ctx.tx, { actor: ctx.actorId, target: userId, action: 'role.granted', details: { ...input }, at: ctx.now })
  }
}

/**
 * DELETE /users/{user_id}/roles/{role_id} (global) or /users/{user_id}/customers/{customer_id}/roles/{role_id}
 * (for one customer): a grant the user does not hold is 404; removing the last global
 * administrator's role is refused (409 last_administrator).
 */
export async function removeRole(ctx: UserWriteContext, userId: number, roleId: number, customerId: number | null): Promise<void> {
  await userRow(ctx.tx, userId, true)
  if (customerId === null) await lockAdministrators(ctx.tx)
  const removed = await ctx.tx
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.user_id, userId),
        eq(userRoles.role_id, roleId),
        customerId === null ? isNull(userRoles.customer_id) : eq(userRoles.customer_id, customerId),
      ),
    )
    .returning({ id: userRoles.id })
  if (removed.length === 0) throw notFound('El usuario no tiene ese rol.')
  if (customerId === null) await assertAdministratorRemains(ctx.tx)
  await recordUserEvent(ctx.tx, {
    actor: ctx.actorId,
    target: userId,
    action: 'role.removed',
    details: { role_id: roleId, customer_id: customerId },
    at: ctx.now,
  })
}
