import { sql } from 'drizzle-orm'
import type { SessionUser } from '../app-env'
import type { Database, Executor } from '../db/client'
import { notificationsOf } from '../db/notifications'

/** What ends sessions: one session (sign-out, a reused refresh token) or all of a user's. */
export type Revocation = { session: string } | { user: number }

const CHANNEL = 'session_revocations'

export interface SessionCacheOptions {
  /** A safety net only: revocations reach the cache as they happen. */
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

/**
 * The users of sessions recently found live, so most requests skip the database round trip
 * that checks a session (half of a small list's server time). Revocation stays immediate:
 *
 * - whatever ends a session announces it inside its transaction (`announce`, a NOTIFY), and
 *   every process on the database, this one included, forgets the session when it commits;
 *   the process that answers a sign-out also forgets it before answering (`forget`);
 * - a lookup that started before a revocation never stores its (now stale) answer after it;
 * - while announcements cannot be heard (PostgreSQL's listening connection is down, or the
 *   database has none) nothing is cached: every request asks the database, as before.
 *
 * Roles and permissions are not cached: each request reads them when it needs them.
 */
export function createSessionCache(db: Database, options: SessionCacheOptions = {}) {
  const { ttlMs = 60_000, maxEntries = 10_000, now = Date.now } = options
  const entries = new Map<string, { user: SessionUser; expiresAt: number }>()
  let listening = false
  // Bumped by every revocation: a lookup that saw another value when it started does not store.
  let generation = 0

  function forget(revocation: Revocation) {
    generation++
    if ('session' in revocation) entries.delete(revocation.session)
    else for (const [session, entry] of entries) if (entry.user.id === revocation.user) entries.delete(session)
  }

  notificationsOf(db)?.listen(
    CHANNEL,
    (payload) => {
      const revocation = parseRevocation(payload)
      // A message this process cannot read still means something was revoked.
      if (revocation) forget(revocation)
      else clear()
    },
    (heard) => {
      listening = heard
      if (!heard) clear()
    },
  )

  function clear() {
    generation++
    entries.clear()
  }

  return {
    /** The session's user, from the cache when it was found live moments ago, else from `load`. */
    async user(sessionId: string, userId: number, load: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
      const entry = entries.get(sessionId)
      if (entry && entry.expiresAt > now() && entry.user.id === userId) return entry.user
      const startedAt = generation
      const user = await load()
      if (user && listening && startedAt === generation) {
        entries.delete(sessionId)
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
        entries.set(sessionId, { user, expiresAt: now() + ttlMs })
      }
      return user
    },

    /** Inside the transaction that revokes: every process forgets it once the transaction commits. */
    async announce(tx: Executor, revocation: Revocation) {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`)
    },

    /** After the revoking transaction committed: this process forgets it now, not on delivery. */
    forget,

    /** Whether lookups are being cached (announcements can be heard). */
    get caching() {
      return listening
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>

function parseRevocation(payload: string): Revocation | null {
  try {
    const value = JSON.parse(payload) as unknown
    if (value && typeof value === 'object') {
      if ('session' in value && typeof value.session === 'string') return { session: value.session }
      if ('user' in value && typeof value.user === 'number') return { user: value.user }
    }
  } catch {
    // Falls through: unreadable.
  }
  return null
}
