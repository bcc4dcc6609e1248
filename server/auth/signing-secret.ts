import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ServerConfig } from '../config'
import type { Database } from '../db/client'
import { serverSettings } from '../db/schema'

const SETTING_KEY = 'access_token_secret'

/**
 * The secret that signs access tokens. From JWT_SECRET when set; otherwise generated once and
 * kept in the database, so every instance behind a load balancer signs and verifies alike.
 */
export async function loadSigningSecret(db: Database, config: ServerConfig): Promise<string> {
  return config.jwtSecret ?? storedSecret(db, SETTING_KEY, 48)
}

/**
 * A random secret of `bytes` bytes (base64url), made by whichever instance asks first and kept
 * in the database so every instance reads the same one.
 */
export async function storedSecret(db: Database, key: string, bytes: number): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ key, value: randomBytes(bytes).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, key))
  if (!row) throw new Error(`The secret ${key} could not be stored`)
  return row.value
}
