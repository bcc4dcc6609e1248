import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Building the PWA (vite build) when its output is missing or older than its sources, so that
 * `npm start` on a fresh clone, or after a pull, serves the current app. The browser tests build
 * their own copy the same way.
 */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const SOURCES = ['src', 'sw', 'locales', 'public', 'index.html', 'guest.html', 'login.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json']

function newestChange(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs)
}

export function buildIsStale(outDir: string): boolean {
  const stamp = path.join(outDir, 'index.html')
  // The guest and login pages are built after the app (vite.config.ts separatePages): a build without them is unfinished.
  if (!existsSync(stamp) || ['guest.html', 'login.html'].some((page) => !existsSync(path.join(outDir, page)))) return true
  const built = statSync(stamp).mtimeMs
  return SOURCES.some((source) => newestChange(path.join(REPO_ROOT, source)) > built)
}

/** Runs vite build into `outDir`; throws with vite's output when it fails. */
export function buildApp(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    // A production build whatever the caller's NODE_ENV (vitest sets "test", which would give
    // React's development bundle and no service worker).
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
}
