import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from './config'

/**
 * `npm start`: builds the app when the build is missing or older than its sources, then starts
 * the server. A fresh clone therefore needs only `npm install && npm start`.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const config = readConfig()
const buildStamp = path.join(config.staticDir, 'index.html')
const sources = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestChange(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs)
}

function buildIsStale(): boolean {
  if (!existsSync(buildStamp)) return true
  const built = statSync(buildStamp).mtimeMs
  return sources.some((source) => newestChange(path.join(root, source)) > built)
}

if (config.staticDir === path.join(root, 'dist') && buildIsStale()) {
  console.log('Compilando la aplicación (vite build)…')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Imported only now, so a build failure stops before the database is opened.
const { closeOnSignals, startServer } = await import('./index')
closeOnSignals(await startServer(config))
