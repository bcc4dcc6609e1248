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
  if (config.jwtSecret) return config.jwtSecret
  await db
    .insert(serverSettings)
    .values({ key: SETTING_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING_KEY))
  if (!row) throw new Error('The access token secret could not be stored')
  return row.value
}
