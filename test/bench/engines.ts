import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { databaseUrl, scratchName, withClient } from '../../server/test-support/template'

/**
 * The databases a bench runs on, the way students.ts and referrals.ts choose them: PGlite in
 * memory, and — when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server — a
 * scratch database there, created for the run and dropped after it. BENCH_ENGINES=pglite or
 * =postgres measures one of the two; both by default.
 */
export type Engine = 'pglite' | 'postgres'

export async function forEachEngine(measure: (engine: Engine, handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
  if (engines.includes('pglite')) {
    const pglite = await openDatabase({ dataDir: null })
    try {
      await measure('pglite', pglite)
    } finally {
      await pglite.close()
    }
  }
  if (!engines.includes('postgres')) return
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgres://…')
    return
  }
  const name = scratchName('bench')
  await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  try {
    const postgres = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: null })
    try {
      await measure('postgres', postgres)
    } finally {
      await postgres.close()
    }
  } finally {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
}
