/**
 * The guest pages' JavaScript, gzip-compressed (the server sends precompressed copies): the guest
 * entry (guest.html's script and what it imports) and each page's lazy chunk, read from a build.
 * A guest opening /guest/intervention-plans/{uuid} downloads the entry and the plan page's chunk,
 * nothing else (test/e2e/guest-plan.test.ts checks the same in Chromium). Budget: 120 KB.
 *
 * `npm run bench:guest` builds into .tmp/bench/guest-build and prints the figures;
 * `npm run bench` prints the same row for the build it serves.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const GUEST_JS_BUDGET_KB = 120

export interface GuestPageJs {
  /** guest.html's own script and the chunks it imports statically. */
  entryGzipBytes: number
  /** Each page's lazy chunk, by file. */
  pages: Record<string, number>
  /** What the plan page needs: the entry, its page and the shared chunks that page imports. */
  planPageGzipBytes: number
  /** The same for /guest/service-forms. */
  serviceFormPageGzipBytes: number
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

export function measureGuestPageJs(distDir: string): GuestPageJs {
  const html = readFileSync(path.join(distDir, 'guest.html'), 'utf8')
  const entry = /<script type="module"[^>]*src="\/(assets\/guest-[^"]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error(`${distDir}/guest.html names no guest script: is the build complete?`)
  const assets = readdirSync(path.join(distDir, 'assets')).filter((file) => /^guest-.*\.js$/.test(file))
  // Chunks the entry imports statically (shared code the bundler split out) load with it.
  const entryCode = readFileSync(path.join(distDir, entry), 'utf8')
  const staticImports = assets.filter((file) => path.basename(entry) !== file && new RegExp(`(?:import|from)\\s*["']\\./${file.replace(/[.]/g, '\\.')}["']`).test(entryCode))
  const entryFiles = [path.basename(entry), ...staticImports]
  const entryGzipBytes = entryFiles.reduce((total, file) => total + gzipSize(path.join(distDir, 'assets', file)), 0)
  const pages = Object.fromEntries(assets.filter((file) => !entryFiles.includes(file)).map((file) => [file, gzipSize(path.join(distDir, 'assets', file))]))
  // A page's chunk with the chunks it imports statically (code two pages share is split out).
  const pageBytes = (prefix: string) => {
    const page = Object.keys(pages).find((file) => file.startsWith(prefix))
    if (!page) throw new Error(`No page chunk (${prefix}*.js) in the build`)
    const code = readFileSync(path.join(distDir, 'assets', page), 'utf8')
    const shared = Object.keys(pages).filter((file) => file !== page && new RegExp(`(?:import|from)\\s*["']\\./${file.replace(/[.]/g, '\\.')}["']`).test(code))
    return entryGzipBytes + [page, ...shared].reduce((total, file) => total + pages[file]!, 0)
  }
  return { entryGzipBytes, pages, planPageGzipBytes: pageBytes('guest-PlanPage-'), serviceFormPageGzipBytes: pageBytes('guest-ServiceFormPage-') }
}

export function guestRows(js: GuestPageJs): string[][] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  return [
    ['Guest page JS, /guest/intervention-plans (gzip)', kb(js.planPageGzipBytes), `budget ${GUEST_JS_BUDGET_KB} KB`, (js.planPageGzipBytes / 1024 / GUEST_JS_BUDGET_KB).toFixed(2)],
    ['Guest page JS, /guest/service-forms (gzip)', kb(js.serviceFormPageGzipBytes), `budget ${GUEST_JS_BUDGET_KB} KB`, (js.serviceFormPageGzipBytes / 1024 / GUEST_JS_BUDGET_KB).toFixed(2)],
  ]
}
