import { and, eq, sql } from 'drizzle-orm'
import type { LoginLimits } from '../config'
import type { Executor } from '../db/client'
import { loginAttempts } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Sign-in attempts are counted in the database (not in memory), so the limit holds across every
 * server instance and survives a restart. Two counters: one account from one address, and one
 * address across all accounts (password spraying).
 *
 * A counter holds the failures of its window plus the attempts in flight. An attempt reserves a
 * place in each counter with one atomic upsert BEFORE its password is checked, so N concurrent
 * attempts can never have more than the limit checked: the (limit + 1)-th reservation sees the
 * count above the limit and is refused, whatever the timing or the number of instances.
 */
export function attemptKeys(email: string, address: string, limits: LoginLimits) {
  return [
    { key: `account:${email}|address:${address}`, limit: limits.perAccountAndAddress },
    { key: `address:${address}`, limit: limits.perAddress },
  ]
}

/** A place taken in one counter: the window it was counted in, so giving it back never touches a newer window. */
interface Reservation {
  key: string
  windowStartedAt: Date
}

/** The places an allowed attempt holds until it ends as a failure (kept) or a success (given back). */
export interface LoginAttempt {
  reservations: Reservation[]
}

async function reserve(db: Executor, key: string, limits: Pick<LoginLimits, 'windowSeconds'>, now: Date) {
  const windowStart = new Date(now.getTime() - limits.windowSeconds * 1000)
  // A window that ended starts afresh at this attempt; otherwise the attempt adds one.
  const expired = sql`${loginAttempts.window_started_at} <= ${windowStart}`
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, window_started_at: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        window_started_at: sql`case when ${expired} then ${now} else ${loginAttempts.window_started_at} end`,
      },
    })
    .returning({ count: loginAttempts.failures, windowStartedAt: loginAttempts.window_started_at })
  if (!row) throw new Error(`login_attempts upsert returned no row for ${key}`)
  return row
}

async function release(db: Executor, { key, windowStartedAt }: Reservation) {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(and(eq(loginAttempts.key, key), eq(loginAttempts.window_started_at, windowStartedAt)))
}

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return new HttpError(
    429,
    'too_many_attempts',
    `Demasiados intentos de inicio de sesión. Intente de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
    // The app words the wait in the person's language from this.
    { retry_after_seconds: retryAfterSeconds },
  )
}

/**
 * Takes a place in every counter, or refuses with 429 (giving back what it took) when one is
 * above its limit. Only an attempt that returns here may have its password checked.
 */
export async function reserveLoginAttempt(db: Executor, email: string, address: string, limits: LoginLimits, now: Date): Promise<LoginAttempt> {
  const reservations: Reservation[] = []
  for (const { key, limit } of attemptKeys(email, address, limits)) {
    const { count, windowStartedAt } = await reserve(db, key, limits, now)
    reservations.push({ key, windowStartedAt })
    if (count > limit) {
      // A refused attempt is not a failure: it checked no password, so it leaves no count behind.
      for (const reservation of reservations) await release(db, reservation)
      const windowEnds = windowStartedAt.getTime() + limits.windowSeconds * 1000
      throw tooManyAttempts(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)))
    }
  }
  return { reservations }
}

/**
 * A successful sign-in clears its account's counter and gives back its place in the address
 * counter, so the sign-ins of a whole school behind one address never use up that address's limit.
 * A failure keeps its places: they are the failure count.
 */
export async function settleSuccessfulLogin(db: Executor, attempt: LoginAttempt) {
  const [account, ...others] = attempt.reservations
  if (account) await db.delete(loginAttempts).where(eq(loginAttempts.key, account.key))
  for (const reservation of others) await release(db, reservation)
}

/**
 * The same counter for calls that need no password but must not be hammered (the guest links of
 * intervention plans): every call from `key` counts, and above `limit` within the window it is
 * refused with 429 until the window ends.
 */
export async function countLimitedRequest(db: Executor, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  const { count, windowStartedAt } = await reserve(db, key, { windowSeconds }, now)
  if (count <= limit) return
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + windowSeconds * 1000 - now.getTime()) / 1000))
  throw new HttpError(
    429,
    'too_many_requests',
    'Demasiadas solicitudes. Intente de nuevo en unos minutos.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
    { retry_after_seconds: retryAfterSeconds },
  )
}
