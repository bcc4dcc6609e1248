/**
 * `npm run bench:first-screen-js`: the first-screen JavaScript figure of `npm run bench` (issue 26:
 * at most 180 KB gzip on /login and on the provider's home) and what it is made of, by package and
 * app folder, so that a change to the start can be judged by its bytes.
 *
 * Builds the app with source maps into .tmp/first-screen-dist (`--no-build` reuses that build),
 * serves it with the real server, takes the scripts each screen requests before it is drawn
 * (first-screen-js.ts) and splits every script's gzip size among the sources its map names: each
 * source's code is compressed alone, and the chunk's real gzip size is shared in those proportions
 * (compression across sources makes exact shares impossible; the totals are exact).
 */
import { rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping'
import { build } from 'vite'
import { measureFirstScreenJs, type NeededScript } from './first-screen-js'
import { repoRoot, startApp, tempDataDir } from './server-process'

const KB = 1024
const BUDGET_KB = 180
const staticDir = path.join(repoRoot, '.tmp', 'first-screen-dist')
const ROWS = Number(process.env.ROWS ?? 25)

if (!process.argv.includes('--no-build')) {
  // Hidden maps: the scripts carry no comment naming their map, so the figures are the served build's.
  await build({ root: repoRoot, logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true, sourcemap: 'hidden' } })
}
const dataDir = tempDataDir()
const app = await startApp({ DATA_DIR: dataDir, STATIC_DIR: staticDir })
try {
  const js = await measureFirstScreenJs(app.url)
  for (const [screen, scripts] of [['/login', js.loginScripts], ['provider home', js.providerHomeScripts]] as const) {
    const totalBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
    console.log(`\nFirst-screen JS, ${screen}: ${(totalBytes / KB).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`)
    console.table(scripts.map((script) => ({ script: script.path, 'KB gzip': round(script.gzipBytes / KB) })))
    const bySource = await composition(scripts)
    console.table(top(bySource, groupOf))
    if (process.argv.includes('--files')) console.table(top(bySource, (source) => source))
  }
} finally {
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

/** Estimated gzip bytes per original source file, over all the scripts. */
async function composition(scripts: NeededScript[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>()
  for (const script of scripts) {
    const code = await readFile(path.join(staticDir, script.path), 'utf8')
    const map = await readFile(path.join(staticDir, `${script.path}.map`), 'utf8').then((text) => new TraceMap(text), () => null)
    const textBySource = map ? splitBySource(code, map) : new Map([[script.path, code]])
    const alone = [...textBySource].map(([source, text]) => [source, gzipSync(text).length] as const)
    const aloneTotal = alone.reduce((sum, [, size]) => sum + size, 0)
    for (const [source, size] of alone) totals.set(source, (totals.get(source) ?? 0) + (size / aloneTotal) * script.gzipBytes)
  }
  return totals
}

/** The generated code, cut at each mapping segment and given to the segment's source. */
function splitBySource(code: string, map: TraceMap): Map<string, string> {
  const lines = code.split('\n')
  const parts = new Map<string, string[]>()
  decodedMappings(map).forEach((segments, line) => {
    const text = lines[line] ?? ''
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? text.length
      const source = segment.length > 1 ? map.sources[segment[1]!] ?? '(unknown)' : '(bundler)'
      const list = parts.get(source) ?? []
      list.push(text.slice(segment[0], end))
      parts.set(source, list)
    })
  })
  return new Map([...parts].map(([source, list]) => [source, list.join('\n')]))
}

/** node_modules/@scope/name/… → @scope/name; src/features/x/… → src/features/x. */
function groupOf(source: string): string {
  const modules = source.split('node_modules/').pop()!
  if (modules !== source) return modules.split('/').slice(0, modules.startsWith('@') ? 2 : 1).join('/')
  const index = source.indexOf('src/')
  if (index < 0) return source.replace(/^(\.\.\/)+/, '')
  const inRepo = source.slice(index)
  return inRepo.split('/').slice(0, /^src\/(features|kit|domain)\//.test(inRepo) ? 3 : 2).join('/')
}

function top(bySource: Map<string, number>, group: (source: string) => string) {
  const grouped = new Map<string, number>()
  for (const [source, bytes] of bySource) grouped.set(group(source), (grouped.get(group(source)) ?? 0) + bytes)
  return [...grouped].sort((a, b) => b[1] - a[1]).slice(0, ROWS).map(([where, bytes]) => ({ where, 'KB gzip': round(bytes / KB) }))
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
