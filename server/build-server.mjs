// The server, built once into dist-server/ (esbuild: one ES module per entry, node_modules left
// as imports), so `npm start` runs JavaScript instead of compiling TypeScript at every start
// (issue 24: 8.4 s to the first answer through tsx). Plain JavaScript on purpose: it runs
// before anything is built. `node server/build-server.mjs` builds; start.mjs builds when stale.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const OUT_DIR = path.join(ROOT, 'dist-server')
const STAMP = path.join(OUT_DIR, '.built')
/** What the built server is made of: its code, the domain it shares with the app, the lock file. */
const SOURCES = ['server', 'src/domain', 'package-lock.json', 'tsconfig.json']
/** Each a worker thread's own module (server/workers/run.ts finds them beside start.js). */
const ENTRIES = { start: 'server/start.ts', 'sheet.worker': 'server/workers/sheet.worker.ts' }

function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs)
}

/** Missing, or older than a source: the stamp is written after a build succeeds. */
export function serverBuildIsStale() {
  if (!existsSync(STAMP)) return true
  const built = statSync(STAMP).mtimeMs
  return SOURCES.some((source) => newestChange(path.join(ROOT, source)) > built)
}

export async function buildServer() {
  const { build } = await import('esbuild')
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  writeFileSync(STAMP, new Date().toISOString())
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer()
