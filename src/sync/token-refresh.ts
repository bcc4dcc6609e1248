import { TokenPair } from '../domain/schemas/auth'
import * as v from 'valibot'
import { markSessionExpired, readSession, saveRefreshedTokens } from '../db/session'
import { apiUrl } from './api-base'
import { withLock } from './locks'

export type RefreshOutcome = 'refreshed' | 'signed-out' | 'unreachable'

/**
 * Renews the access token once for every tab and the service worker together. Refresh tokens
 * are single-use and the server treats a second use as theft, so two tabs must never refresh
 * with the same token: the lock serialises them, and whoever comes second sees the access token
 * already changed and simply uses the new one.
 */
export function refreshAccessToken(staleAccessToken: string): Promise<RefreshOutcome> {
  return withLock('bitacora:token-refresh', async () => {
    const session = await readSession()
    if (!session || session.status !== 'active') return 'signed-out'
    if (session.accessToken !== staleAccessToken) return 'refreshed'
    let response: Response
    try {
      response = await fetch(apiUrl('/auth/token'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      })
    } catch {
      return 'unreachable'
    }
    if (response.ok) {
      const pair = v.parse(TokenPair, await response.json())
      return (await saveRefreshedTokens(session.refreshToken, pair)) ? 'refreshed' : 'signed-out'
    }
    // Only a definite refusal ends the session; a server error or rate limit is tried again later.
    if (response.status === 401 || response.status === 400 || response.status === 422) {
      await markSessionExpired()
      return 'signed-out'
    }
    return 'unreachable'
  })
}
