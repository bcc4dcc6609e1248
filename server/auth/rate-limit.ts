import { eq, sql } from 'drizzle-orm'
import type { LoginLimits } from '../config'
import type { Database } from '../db/client'
import { loginAttempts } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Failed sign-ins are counted in the database (not in memory), so the limit holds across every
 * server instance and survives a restart. Two counters: one account from one address, and one
 * address across all accounts (password spraying).
 */
export function attemptKeys(email: string, address: string, limits: LoginLimits) {
  return [
    { key: `account:${email}|address:${address}`, limit: limits.perAccountAndAddress },
    { key: `address:${address}`, limit: limits.perAddress },
  ]
}

export async function assertLoginAllowed(db: Database, email: string, address: string, limits: LoginLimits, now: Date) {
  for (const { key, limit } of attemptKeys(email, address, limits)) {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key))
    if (!row) continue
    const windowEnds = row.window_started_at.getTime() + limits.windowSeconds * 1000
    if (windowEnds > now.getTime() && row.failures >= limit) {
      const retryAfter = Math.ceil((windowEnds - now.getTime()) / 1000)
      throw new HttpError(
        429,
        'too_many_attempts',
        'Demasiados intentos de inicio de sesión. Intente de nuevo más tarde.',
        undefined,
        { 'Retry-After': String(retryAfter) },
      )
    }
  }
}

export async function recordLoginFailure(db: Database, email: string, address: string, limits: LoginLimits, now: Date) {
  const windowStart = new Date(now.getTime() - limits.windowSeconds * 1000)
  for (const { key } of attemptKeys(email, address, limits)) {
    // One statement per key, so two instances counting at once cannot lose a failure.
    await db
      .insert(loginAttempts)
      .values({ key, window_started_at: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.window_started_at} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
          window_started_at: sql`case when ${loginAttempts.window_started_at} < ${windowStart} then ${now} else ${loginAttempts.window_started_at} end`,
        },
      })
  }
}

export async function clearLoginFailures(db: Database, email: string, address: string, limits: LoginLimits) {
  const [accountKey] = attemptKeys(email, address, limits)
  if (accountKey) await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey.key))
}
