import type { PermissionSet } from '../src/domain/permissions/permissions'
import type { CurrentUser, UserRole } from '../src/domain/schemas/auth'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import type { Reach } from './permissions/reach'

/** What every route module receives: the database, the configuration and a clock tests can set. */
export interface AppDeps {
  db: Database
  config: ServerConfig
  now: () => Date
}

/** The signed-in caller, set by the auth middleware. */
export interface AuthContext {
  /** The user of the live session (checked on every request), without the roles. */
  user: SessionUser
  sessionId: string
  /** The user's roles, read on first use: most requests never need them. */
  roles: () => Promise<UserRole[]>
  /** The permissions the roles grant, global and per customer, read on first use. */
  permissions: () => Promise<PermissionSet>
  /** The providers this provider supervises (empty for staff), read on first use. */
  supervised: () => Promise<number[]>
}

export type SessionUser = Omit<CurrentUser, 'roles' | 'permissions' | 'customer_permissions'>

export interface AppEnv {
  Variables: { auth: AuthContext; reach: Reach }
}
