import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { CurrentUser } from '../../domain/schemas/auth'
import type { SessionRecord } from '../../db/database'
import { readSession } from '../../db/session'

/**
 * Route guards (spec §6). They read the session from the device, never from the network, so an
 * offline reload keeps the person signed in. A session the server stopped honouring ("expired")
 * still counts: the person keeps working and is asked to sign in when something must be sent.
 */
interface GuardContext {
  location: ParsedLocation
}

export async function requireAuth({ location }: GuardContext): Promise<{ user: CurrentUser }> {
  const session = await readSession()
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href } })
  return { user: session.user }
}

/** Provider-only: a user without provider_id is sent to the home screen. */
export async function requireProvider(context: GuardContext): Promise<{ user: CurrentUser }> {
  const { user } = await requireAuth(context)
  if (user.provider_id === null) throw redirect({ to: '/' })
  return { user }
}

/** Staff-only: a provider is sent to the home screen. */
export async function requireStaff(context: GuardContext): Promise<{ user: CurrentUser }> {
  const { user } = await requireAuth(context)
  if (user.provider_id !== null) throw redirect({ to: '/' })
  return { user }
}

/**
 * The device's session for the root route, read before the first draw so the app bar is there
 * from the first frame. Routes reach the device's data through features, never src/db.
 */
export async function loadRootSession(): Promise<{ session: SessionRecord | null }> {
  return { session: (await readSession()) ?? null }
}
