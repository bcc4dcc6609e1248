import type { CurrentUser, TokenPair } from '../domain/schemas/auth'
import { db, type SessionRecord } from './database'
import { sameJson } from './same-json'

export function readSession(): Promise<SessionRecord | undefined> {
  return db.session.get('current')
}

export async function saveSignIn(tokens: TokenPair, user: CurrentUser, now = new Date()): Promise<void> {
  await db.session.put({
    key: 'current',
    user,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    status: 'active',
    signedInAt: now.toISOString(),
  })
}

/**
 * Stores a refreshed token pair, unless the session was replaced meanwhile (another tab signed
 * in as someone else): then the pair belongs to a sign-in that no longer exists here.
 */
export async function saveRefreshedTokens(previousRefreshToken: string, tokens: TokenPair): Promise<boolean> {
  return db.transaction('rw', db.session, async () => {
    const current = await db.session.get('current')
    if (!current || current.refreshToken !== previousRefreshToken) return false
    await db.session.put({ ...current, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, status: 'active' })
    return true
  })
}

/**
 * Renews the cached profile. Unchanged (most starts), it is not written: the session is watched
 * by the whole layout, and a write would redraw the first screen for nothing.
 */
export async function saveProfile(user: CurrentUser): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const current = await db.session.get('current')
    if (current && sameJson(current.user, user)) return
    await db.session.update('current', { user })
  })
}

/** The server refused the refresh token: keep the user and everything on the device, ask to sign in. */
export async function markSessionExpired(): Promise<void> {
  await db.session.update('current', { status: 'expired' })
}
