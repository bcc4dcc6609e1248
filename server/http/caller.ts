import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

/** Who is calling: a provider (provider_id set, spec §1) or office staff. */
export interface Caller {
  userId: number
  providerId: number | null
}

export function callerOf(c: Context<AppEnv>): Caller {
  const { user } = c.var.auth
  return { userId: user.id, providerId: user.provider_id }
}

export const isStaff = (caller: Caller) => caller.providerId === null
