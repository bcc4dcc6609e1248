import { createHash } from 'node:crypto'
import { chmodSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DatabaseHandle } from '../db/client'

/**
 * PGlite is one process's: while the server runs, no other process may open its data folder.
 * So a backup of a running PGlite server is made by the server itself: it listens on a Unix
 * socket named after DATA_DIR (mode 600: only the server's own user can reach it; not inside
 * DATA_DIR, which PGlite's dump copies whole) and answers each connection with a
 * copy of its database — PGlite's own dump of its data folder, taken between two queries, hence
 * consistent — then closes it. `npm run backup` asks there first (backup/database.ts).
 */
export const socketPath = (dataDir: string) => path.join(tmpdir(), `bitacora-backup-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}.sock`)

export async function serveBackups(database: DatabaseHandle, dataDir: string): Promise<() => Promise<void>> {
  const where = socketPath(dataDir)
  // A socket left by a process that died: nobody answers on it any more.
  rmSync(where, { force: true })
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined)
    void database
      .dump!()
      .then(async (blob) => socket.end(new Uint8Array(await blob.arrayBuffer())))
      .catch(() => socket.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ path: where, readableAll: false, writableAll: false }, () => resolve())
  })
  chmodSync(where, 0o600)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
