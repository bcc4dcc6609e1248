import type { CurrentUser } from '../src/domain/schemas/auth'
import type { ServerConfig } from './config'
import type { Database } from './db/client'

/** What every route module receives: the database, the configuration and a clock tests can set. */
export interface AppDeps {
  db: Database
  config: ServerConfig
  now: () => Date
}

/** The signed-in caller, set by the auth middleware. */
export interface AuthContext {
  user: CurrentUser
  sessionId: string
  /** Providers this user supervises (loaded with the session, so routes need no query for it). */
  supervised: readonly number[]
}

export interface AppEnv {
  Variables: { auth: AuthContext }
}
