/**
 * Writes docs/permissions.md from the route declarations (server/permissions/document.ts):
 *   npm run docs:permissions
 * The app is built on an empty in-memory database: only its route table is read.
 */
import { writeFile } from 'node:fs/promises'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase } from '../../server/db/client'
import { declaredRoutes } from '../../server/permissions/access'
import { permissionsDocument } from '../../server/permissions/document'

const folder = await mkdtemp(path.join(tmpdir(), 'bitacora-permissions-'))
const handle = await openDatabase({ dataDir: null })
try {
  const app = await createApp({ db: handle.db, config: readConfig({ DATA_DIR: path.join(folder, 'data'), STATIC_DIR: folder }), now: () => new Date() })
  const target = path.join(import.meta.dirname, '../../docs/permissions.md')
  await writeFile(target, permissionsDocument(declaredRoutes(app).declared))
  console.info(`wrote ${path.relative(process.cwd(), target)}`)
} finally {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
}
