import { and, eq, ne } from 'drizzle-orm'
import type { ChangePasswordInput, ProfileInput, UserCreateInput, UserUpdateInput } from '../../src/domain/users/schemas'
import type { AuthService } from '../auth/service'
import { hashPassword, verifyPassword } from '../auth/passwords'
import type { Executor } from '../db/client'
import { providers, users } from '../db/schema'
import { conflict, invalid } from '../http/errors'
import { assertAdministratorRemains, lockAdministrators } from './administrators'
import { recordUserEvent } from './audit'
import { assertUncommonPassword } from './password-policy'
import { userRow } from './read'

/**
 * One change to accounts, in one transaction: who does it, when, and the users whose sign-ins it
 * ended (the route makes this process forget them once the transaction committed).
 */
export interface UserWriteContext {
  tx: Executor
  actorId: number
  /** The caller's own sign-in: a change to her own password leaves it signed in. */
  sessionId: string
  now: Date
  auth: AuthService
  revoked: Set<number>
}

async function assertEmailFree(tx: Executor, email: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId)))
  if (taken) throw conflict('email_taken', 'Ya existe un usuario con ese correo electrónico.')
}

/** A provider record exists and no other account is hers (a provider signs in with one account). */
async function assertProviderFree(tx: Executor, providerId: number, exceptId?: number) {
  const [provider] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId))
  if (!provider) throw invalid({ provider_id: 'unknown_reference' })
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? eq(users.provider_id, providerId) : and(eq(users.provider_id, providerId), ne(users.id, exceptId)))
  if (other) throw conflict('provider_account_taken', 'Ese proveedor ya tiene una cuenta.')
}

async function endSessions(ctx: UserWriteContext, userId: number, reason: string) {
  // The caller's own sign-in survives a change to her own password; deactivating herself ends it too.
  const keep = userId === ctx.actorId && reason !== 'user_deactivated' ? ctx.sessionId : undefined
  await ctx.auth.revokeUserSessions(ctx.tx, userId, reason, keep)
  ctx.revoked.add(userId)
}

export async function createUser(ctx: UserWriteContext, input: UserCreateInput): Promise<number> {
  assertUncommonPassword(input.password, 'password')
  await assertEmailFree(ctx.tx, input.email)
  if (input.provider_id !== null) await assertProviderFree(ctx.tx, input.provider_id)
  const [created] = await ctx.tx
    .insert(users)
    .values({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      provider_id: input.provider_id,
      password_hash: await hashPassword(input.password),
      created_at: ctx.now,
    })
    .returning({ id: users.id })
  await recordUserEvent(ctx.tx, {
    actor: ctx.actorId,
    target: created!.id,
    action: 'user.created',
    details: { email: input.email, provider_id: input.provider_id },
    at: ctx.now,
  })
  return created!.id
}

/** Name and e-mail: what a person may change of her own account. */
export async function updateProfile(ctx: UserWriteContext, userId: number, input: ProfileInput): Promise<void> {
  await updateUser(ctx, userId, input)
}

/**
 * PUT /users/{id} by an administrator: the profile, and when given the provider link, whether
 * the account is active, and a new password. Deactivating or setting a password ends every
 * sign-in of the account; deactivating the last global administrator is refused (409).
 */
export async function updateUser(ctx: UserWriteContext, userId: number, input: UserUpdateInput): Promise<void> {
  const current = await userRow(ctx.tx, userId, true)
  if (input.password !== undefined) assertUncommonPassword(input.password, 'password')
  if (input.email !== current.email) await assertEmailFree(ctx.tx, input.email, userId)
  const providerId = input.provider_id === undefined ? current.provider_id : input.provider_id
  if (providerId !== null && providerId !== current.provider_id) await assertProviderFree(ctx.tx, providerId, userId)
  const isActive = input.is_active ?? current.is_active
  const deactivating = current.is_active && !isActive
  if (deactivating) await lockAdministrators(ctx.tx)

  const changed = (['first_name', 'last_name', 'email'] as const).filter((field) => input[field] !== current[field])
  if (providerId !== current.provider_id) changed.push('provider_id' as never)
  await ctx.tx
    .update(users)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      provider_id: providerId,
      is_active: isActive,
      ...(input.password !== undefined ? { password_hash: await hashPassword(input.password) } : {}),
    })
    .where(eq(users.id, userId))

  const event = { actor: ctx.actorId, target: userId, at: ctx.now }
  if (changed.length > 0) await recordUserEvent(ctx.tx, { ...event, action: 'user.updated', details: { fields: changed } })
  if (input.password !== undefined) {
    await recordUserEvent(ctx.tx, { ...event, action: 'user.password_set' })
    await endSessions(ctx, userId, 'password_set')
  }
  if (deactivating) {
    await assertAdministratorRemains(ctx.tx)
    await recordUserEvent(ctx.tx, { ...event, action: 'user.deactivated' })
    await endSessions(ctx, userId, 'user_deactivated')
  }
  if (!current.is_active && isActive) await recordUserEvent(ctx.tx, { ...event, action: 'user.reactivated' })
}

/** DELETE /users/{id}: accounts carry history (sessions, records, audit), so they are deactivated, never removed. */
export async function deactivateUser(ctx: UserWriteContext, userId: number): Promise<void> {
  const current = await userRow(ctx.tx, userId, true)
  await updateUser(ctx, userId, { first_name: current.first_name, last_name: current.last_name, email: current.email, is_active: false })
}

/**
 * PATCH /users/change-password: proven with the current password. Every other sign-in of the
 * person ends (a stolen session does not outlive the change); the one she is using goes on, so
 * her device keeps sending what it has queued.
 */
export async function changeOwnPassword(ctx: UserWriteContext, input: ChangePasswordInput): Promise<void> {
  const [row] = await ctx.tx.select({ hash: users.password_hash }).from(users).where(eq(users.id, ctx.actorId)).for('update')
  if (!row || !(await verifyPassword(row.hash, input.current_password))) {
    throw invalid({ current_password: 'wrong_password' }, 'La contraseña actual no es correcta.')
  }
  assertUncommonPassword(input.new_password, 'new_password')
  if (input.new_password === input.current_password) throw invalid({ new_password: 'password_unchanged' }, 'La nueva contraseña debe ser distinta de la actual.')
  await ctx.tx.update(users).set({ password_hash: await hashPassword(input.new_password) }).where(eq(users.id, ctx.actorId))
  await recordUserEvent(ctx.tx, { actor: ctx.actorId, target: ctx.actorId, action: 'user.password_changed', at: ctx.now })
  await endSessions(ctx, ctx.actorId, 'password_changed')
}
