import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import * as tar from 'tar-stream'
import type { ServerConfig } from '../config'
import { isPostgresUrl } from '../db/client'
import { createFileStorage } from '../files/create-storage'
import { assertPgliteEmpty, assertPostgresEmpty, dumpPglite, dumpPostgres, restorePglite, restorePostgres } from './database'

/**
 * One backup file (`npm run backup -- FILE`): a gzipped tar of
 *   database/pglite.tar or database/postgres.dump  — first, so the files that follow are at
 *                                                      least those its rows name (files are
 *                                                      never rewritten under a key, only added
 *                                                      and removed);
 *   files/<key>        every stored file, from DATA_DIR/files or the S3 bucket (storage.ts);
 *   branding/<name>    DATA_DIR/branding, the company's own images;
 *                      (with PGlite on local disk both are inside the database's tar instead:
 *                      PGlite's data folder is DATA_DIR itself);
 *   manifest.json      last: a backup without it was cut short and is refused.
 * `npm run restore -- FILE` puts each back where the configuration of the restoring side says.
 */
export interface Manifest {
  format: 1
  engine: 'pglite' | 'postgres'
  created_at: string
  files: number
  branding: number
}

const DATABASE_ENTRY = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const

type Config = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 's3'>

function addBytes(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve())))
}

async function addStream(pack: tar.Pack, name: string, stream: Readable, size: number): Promise<void> {
  const entry = pack.entry({ name, size })
  await pipeline(stream, entry)
}

export async function writeBackup(file: string, config: Config, now = new Date()): Promise<Manifest> {
  const engine = isPostgresUrl(config.databaseUrl) ? 'postgres' : 'pglite'
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), createWriteStream(`${file}.part`))
  const dump = engine === 'postgres' ? await dumpPostgres(config.databaseUrl!) : await dumpPglite(config.dataDir)
  await addBytes(pack, DATABASE_ENTRY[engine], dump)
  // PGlite's dump is its data folder, DATA_DIR, whole: local files and branding are in it
  // already, as of the same moment as the rows. Files in S3 are copied here.
  const inDump = engine === 'pglite' && !config.s3
  const storage = createFileStorage(config)
  let files = 0
  for await (const item of inDump ? [] : storage.list()) {
    if (item.key === null) continue
    const found = await storage.getStream(item.key)
    // Removed since it was listed: the database dump above may still name it (see docs/operations.md).
    if (!found) continue
    await addStream(pack, `files/${item.key}`, found.stream, found.size)
    files++
  }
  const brandingDir = path.join(config.dataDir, 'branding')
  const branding = !inDump && existsSync(brandingDir) ? readdirSync(brandingDir, { withFileTypes: true }).filter((entry) => entry.isFile()) : []
  for (const entry of branding) await addBytes(pack, `branding/${entry.name}`, readFileSync(path.join(brandingDir, entry.name)))
  const manifest: Manifest = { format: 1, engine, created_at: now.toISOString(), files, branding: branding.length }
  await addBytes(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)))
  pack.finalize()
  await written
  // Renamed only when whole: a backup cut short never takes the place of a good one.
  await rename(`${file}.part`, file)
  return manifest
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

export async function readBackup(file: string, config: Config): Promise<Manifest> {
  const engine = isPostgresUrl(config.databaseUrl) ? 'postgres' : 'pglite'
  if (engine === 'postgres') await assertPostgresEmpty(config.databaseUrl!)
  else assertPgliteEmpty(config.dataDir)
  const storage = createFileStorage(config)
  const extract = tar.extract()
  const reading = pipeline(createReadStream(file), createGunzip(), extract)
  // Its failure (a file cut short) also ends the loop below, which reports it; awaited after.
  reading.catch(() => undefined)
  let dump: Buffer | null = null
  let manifest: Manifest | null = null
  for await (const entry of extract) {
    const name = entry.header.name
    if (name === DATABASE_ENTRY[engine]) dump = await readAll(entry)
    else if (name === 'manifest.json') manifest = JSON.parse((await readAll(entry)).toString()) as Manifest
    else if (name.startsWith('files/')) await storage.putStream(name.slice('files/'.length), entry as unknown as Readable)
    else if (name.startsWith('branding/') && !name.slice(9).includes('/')) {
      mkdirSync(path.join(config.dataDir, 'branding'), { recursive: true })
      writeFileSync(path.join(config.dataDir, 'branding', name.slice(9)), await readAll(entry))
    } else if (name.startsWith('database/')) throw new Error(`This backup is of a ${name.includes('postgres') ? 'PostgreSQL' : 'PGlite'} database; the restoring side is configured for ${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)'}`)
    else entry.resume()
  }
  await reading
  if (!manifest || !dump) throw new Error('The backup is incomplete (no manifest or no database): it was cut short')
  if (engine === 'postgres') await restorePostgres(config.databaseUrl!, dump)
  else await restorePglite(config.dataDir, dump)
  return manifest
}
