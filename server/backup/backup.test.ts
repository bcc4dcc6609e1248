import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { createFileStorage } from '../files/create-storage'
import { databaseUrl, scratchName, withClient } from '../test-support/template'
import { readBackup, writeBackup } from './archive'
import { serveBackups } from './socket'

/**
 * The round trip of `npm run backup` and `npm run restore` on the engine this run uses: PGlite
 * (from a server that keeps running: the copy comes over its socket) or PostgreSQL when
 * TEST_DATABASE_URL is set (pg_dump, pg_restore). What was written before the backup — a row
 * and a stored file — is what the restored side serves; a restore never overwrites.
 */
const adminUrl = process.env.TEST_DATABASE_URL
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

let folder: string
const made: string[] = []

async function emptyPostgres(): Promise<string> {
  const name = scratchName()
  await withClient(adminUrl!, (client) => client.query(`create database ${name}`))
  made.push(name)
  return databaseUrl(adminUrl!, name)
}

/** The source: a migrated, seeded database (the run's template) with a marker row and a file. */
async function source(): Promise<{ handle: DatabaseHandle; config: { dataDir: string; databaseUrl: string | undefined } }> {
  const dataDir = path.join(folder, 'source')
  let handle: DatabaseHandle
  let url: string | undefined
  if (adminUrl) {
    const name = scratchName()
    await withClient(adminUrl, (client) => client.query(`create database ${name} template ${inject('postgresTemplate')}`))
    made.push(name)
    url = databaseUrl(adminUrl, name)
    handle = await openDatabase({ url, dataDir: null })
  } else {
    const template = new Blob([new Uint8Array(await readFile(inject('pgliteTemplate')!))])
    handle = await openDatabase({ dataDir, template })
  }
  await handle.db.execute(sql`update companies set name = 'Copia de seguridad, S.A.'`)
  await createFileStorage({ dataDir }).put('attachments/backup-test', new TextEncoder().encode('bytes of a stored file'))
  return { handle, config: { dataDir, databaseUrl: url } }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bitacora-backup-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
  for (const name of made) await withClient(adminUrl!, (client) => client.query(`drop database if exists ${name} with (force)`))
})

describe(`npm run backup and npm run restore (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores into an empty DATA_DIR or database exactly what was backed up, while the source keeps serving', async () => {
    const { handle, config } = await source()
    const file = path.join(folder, 'copia.bitacora')
    // PGlite: the source stays open, as a running server's does, and answers over its socket.
    const stopSocket = handle.engine === 'pglite' ? await serveBackups(handle, config.dataDir) : null
    let manifest
    try {
      manifest = await writeBackup(file, { ...config, s3: null })
      // Written after the backup: not in it.
      await handle.db.execute(sql`update companies set name = 'Después de la copia'`)
    } finally {
      await stopSocket?.()
      await handle.close()
    }
    // PGlite's dump holds DATA_DIR whole, its files with it (archive.ts).
    expect(manifest).toMatchObject({ format: 1, engine: handle.engine, files: handle.engine === 'pglite' ? 0 : 1 })

    const target = { dataDir: path.join(folder, 'target'), databaseUrl: adminUrl ? await emptyPostgres() : undefined, s3: null }
    expect(await readBackup(file, target)).toEqual(manifest)
    const restored = await openDatabase({ url: target.databaseUrl, dataDir: target.databaseUrl ? null : target.dataDir })
    try {
      expect(rowsOf<{ name: string }>(await restored.db.execute(sql`select name from companies`))).toEqual([{ name: 'Copia de seguridad, S.A.' }])
      expect(rowsOf<{ n: number }>(await restored.db.execute(sql`select count(*)::int as n from students`))[0]!.n).toBeGreaterThan(0)
    } finally {
      await restored.close()
    }
    expect(new TextDecoder().decode((await createFileStorage(target).get('attachments/backup-test'))!)).toBe('bytes of a stored file')

    // A second restore onto the restored side would overwrite it: refused, nothing touched.
    await expect(readBackup(file, target)).rejects.toThrow(/not empty/)
  }, 180_000)

  it('refuses a backup cut short', async () => {
    const { writeFile } = await import('node:fs/promises')
    const cut = path.join(folder, 'cortada.bitacora')
    const whole = await readFile(path.join(folder, 'copia.bitacora'))
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)))
    const target = { dataDir: path.join(folder, 'target-cut'), databaseUrl: adminUrl ? await emptyPostgres() : undefined, s3: null }
    await expect(readBackup(cut, target)).rejects.toThrow()
  }, 60_000)
})
