import * as v from 'valibot'
import { LoginInput, type CurrentUser, type TokenPair } from '../../domain/schemas/auth'
import { readSession, saveSignIn } from '../../db/session'
import { clearUserReplica, countUnsyncedChanges } from '../../db/sign-out'
import { UnsyncedChangesError } from '../../db/unsynced-changes-error'
import { apiJson } from '../../sync/api-client'
import { apiUrl } from '../../sync/api-base'
import { loadActiveStudents } from '../../sync/active-students'
import { pullProviderLists, pullReferenceLists } from '../../sync/reference-pull'

export type LoginCheck = { success: true; output: LoginInput } | { success: false; fieldErrors: Partial<Record<keyof LoginInput, string>> }

/** The login form's fields checked with the server's own schema (the first error code per field). */
export function checkLoginInput(values: Record<string, unknown>): LoginCheck {
  const parsed = v.safeParse(LoginInput, values)
  if (parsed.success) return { success: true, output: parsed.output }
  const nested = v.flatten<typeof LoginInput>(parsed.issues).nested ?? {}
  return { success: false, fieldErrors: { email: nested.email?.[0], password: nested.password?.[0] } }
}

/**
 * Signs in: tokens, then the profile, then the reference lists the screens need offline.
 * A different person signing in on a shared tablet first removes the previous person's data,
 * which refuses (and so fails the sign-in) while that person has changes not yet sent.
 */
export async function signIn(input: LoginInput): Promise<CurrentUser> {
  const tokens = await apiJson<TokenPair>('/auth/login', { method: 'POST', body: input, authenticated: false })
  const user = await apiJson<CurrentUser>('/users/user', {
    authenticated: false,
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  })
  const previous = await readSession()
  if (previous && previous.user.id !== user.id) await clearUserReplica()
  await saveSignIn(tokens, user)
  void requestPersistentStorage()
  await prepareForOffline(user)
  return user
}

/**
 * What the device needs to work without signal, fetched while the person is still online: the
 * reference lists and, for a provider, the session form's lists and their active students. A
 * failure here does not fail the sign-in; the next start (or reconnect) fetches them again.
 */
async function prepareForOffline(user: CurrentUser): Promise<void> {
  const providerId = user.provider_id
  const results = await Promise.allSettled([
    pullReferenceLists(),
    ...(providerId === null ? [] : [pullProviderLists(), loadActiveStudents('provider', providerId, { useCache: false })]),
  ])
  for (const result of results) if (result.status === 'rejected') console.warn('Not ready for offline yet', result.reason)
}

/** Asks the browser not to evict this site's storage under pressure (unsent work lives there). */
async function requestPersistentStorage(): Promise<void> {
  try {
    await navigator.storage?.persist?.()
  } catch {
    // Not granted or not supported: the data stays, only without the eviction guarantee.
  }
}

/**
 * Signs out on the server (best effort: offline, the tokens simply expire there) and removes the
 * person's data from the device. Throws UnsyncedChangesError unless the person agreed to discard.
 */
export async function signOut(options: { discardUnsynced?: boolean } = {}): Promise<void> {
  const unsynced = await countUnsyncedChanges()
  if (unsynced > 0 && !options.discardUnsynced) throw new UnsyncedChangesError(unsynced)
  const session = await readSession()
  if (session) {
    await fetch(apiUrl('/auth/logout'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    }).catch(() => undefined)
  }
  await clearUserReplica(options)
}
