import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { socketPath } from './socket'

/**
 * The database half of a backup, per engine:
 * - PGlite: a tar of its data folder (PGlite's dumpDataDir), asked of the running server over
 *   its socket (socket.ts), or — no server running — made by opening the folder here. Restored
 *   by loading that tar into an empty DATA_DIR (PGlite's loadDataDir).
 * - PostgreSQL: pg_dump's custom format (one snapshot: consistent while instances write),
 *   restored by pg_restore into an empty database. Both need the PostgreSQL client programs
 *   (pg_dump, pg_restore) of the server's major version or newer on the machine that runs them.
 */

function askServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath(dataDir))) return resolve(null)
    const parts: Buffer[] = []
    const socket = connect(socketPath(dataDir))
    socket.on('data', (part: Buffer) => parts.push(part))
    socket.on('end', () => resolve(Buffer.concat(parts)))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // No server behind the socket (it stopped without removing it): the folder is free.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null)
      else reject(error)
    })
  })
}

export async function dumpPglite(dataDir: string): Promise<Buffer> {
  const fromServer = await askServer(dataDir)
  if (fromServer) {
    if (fromServer.length === 0) throw new Error('The running server could not dump its database')
    return fromServer
  }
  if (!existsSync(dataDir) || !existsSync(`${dataDir}/PG_VERSION`)) throw new Error(`No PGlite database in ${dataDir}`)
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  try {
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
  } finally {
    await client.close()
  }
}

/** A restore goes only where there is nothing to lose: a DATA_DIR without a database and files. */
export function assertPgliteEmpty(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).some((name) => name === 'PG_VERSION' || name === 'files')) throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`)
}

/** Into a DATA_DIR that is missing or has no database yet (assertPgliteEmpty). */
export async function restorePglite(dataDir: string, dump: Buffer): Promise<void> {
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(dump)]), extensions: { pg_trgm } })
  await client.close()
}

function run(program: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (part: Buffer) => out.push(part))
    child.stderr.on('data', (part: Buffer) => err.push(part))
    child.on('error', (error) => reject(new Error(`${program}: ${error.message} (install the PostgreSQL client programs)`)))
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${program} exited ${code}: ${Buffer.concat(err).toString().trim()}`))))
    child.stdin.end(input)
  })
}

export const dumpPostgres = (url: string) => run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--dbname', url])

/** A database with no tables of ours, no job schema and no migrations yet. */
export async function assertPostgresEmpty(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'pgboss', 'drizzle')`)
    if (rows[0]!.n > 0) throw new Error('The database is not empty: restore into an empty database')
  } finally {
    await client.end()
  }
}

/** Into an empty database (assertPostgresEmpty), in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, dump: Buffer): Promise<void> {
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', url], dump)
}
