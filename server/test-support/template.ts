import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Test files start from one migrated and seeded database made once per run (global-setup.ts):
 * a dumped PGlite data directory, or a PostgreSQL template database. Making each from scratch
 * (initdb, migrations, the seed with its password hashes) took about 5 s per file.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a PGlite data directory, migrated and seeded at TEST_NOW. */
    pgliteTemplate: string | null
    /** Name of a PostgreSQL database, migrated and seeded at TEST_NOW, to copy from. */
    postgresTemplate: string | null
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export function scratchName(prefix = 'bt'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
