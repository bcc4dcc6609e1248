import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { pgliteNotifications, postgresNotifications, registerNotifications } from './notifications'
import * as schema from './schema'
import { serverPath } from '../paths'

import type { Database } from './database'

// Most of the server names the database's types from here, beside the code that opens it.
export type { Database, Executor, Schema, Transaction } from './database'

export interface DatabaseHandle {
  db: Database
  engine: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PGlite only: the whole data directory, to start other databases from (tests). */
  dump?: () => Promise<Blob>
}

/** Named from the repository's root, so the built server (dist-server/) finds them as the source does. */
export const migrationsFolder = serverPath('db', 'migrations')

export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url))
}

/**
 * PostgreSQL when a postgres:// URL is given (the production setup), otherwise PGlite persisted
 * in `dataDir` (or in memory for tests when `dataDir` is null). Migrations run before returning.
 */
export async function openDatabase(options: { url?: string; dataDir: string | null; template?: Blob }): Promise<DatabaseHandle> {
  if (isPostgresUrl(options.url)) return openPostgres(options.url)
  return openPglite(options.dataDir, options.template)
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server ends (restart, failover, admin) is an 'error' event on the
  // pool; unheard, it would crash the process. The pool drops that connection and opens another.
  pool.on('error', (error) => {
    if (!pool.ending) console.error('[db] idle PostgreSQL connection lost:', error.message)
  })
  const db = drizzlePg(pool, { schema })
  // Several instances may start together: one advisory lock lets only one migrate at a time.
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock(727274)')
    await migratePg(db, { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined)
    client.release()
  }
  const notifications = postgresNotifications(url)
  registerNotifications(db as unknown as Database, notifications)
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    close: async () => {
      await notifications.close()
      await pool.end()
    },
  }
}

/**
 * `template` is a data directory dumped from another PGlite (tests start from a migrated and
 * seeded copy instead of running initdb, migrations and the seed for every file).
 */
async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // pg_trgm: the students' name search index (migration 0004), as on PostgreSQL.
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}), extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  registerNotifications(db as unknown as Database, pgliteNotifications(client))
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  }
}
