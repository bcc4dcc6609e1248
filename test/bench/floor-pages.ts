import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { freePort, repoRoot } from './server-process'

export const FLOORS = ['react', 'react-chakra'] as const
export type Floor = (typeof FLOORS)[number]

const floorRoot = path.join(import.meta.dirname, 'floor')
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }

/**
 * Builds test/bench/floor (the login form with React alone, and with React + Chakra UI and the
 * app's theme: one build each, so neither carries the other's code) for production and serves
 * each build gzip-compressed and cached, as the app's server sends its files. What the stack costs before
 * any of the app's own code: the least a screen of this app can weigh, measured in the same
 * Lighthouse run as the app's screens.
 */
export async function serveFloorPages({ sourcemap = false } = {}): Promise<{ urls: Record<Floor, string>; outDirs: Record<Floor, string>; close: () => void }> {
  const servers: Server[] = []
  const urls = {} as Record<Floor, string>
  const outDirs = {} as Record<Floor, string>
  for (const floor of FLOORS) {
    const outDir = path.join(repoRoot, '.tmp', 'bench', `floor-${floor}`)
    await build({
      configFile: false,
      root: floorRoot,
      logLevel: 'warn',
      plugins: [react()],
      // One page (index.html) loads /entry.tsx: here, the floor's own module.
      resolve: { alias: [{ find: /^\/entry\.tsx$/, replacement: path.join(floorRoot, `${floor}.tsx`) }] },
      build: { outDir, emptyOutDir: true, sourcemap },
    })
    const server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
      const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname)
      try {
        const body = gzipSync(readFileSync(file))
        // Cached as the app's server caches its files: hashed assets for good, the page revalidated.
        const cacheControl = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
        response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Content-Encoding': 'gzip', 'Cache-Control': cacheControl })
        response.end(body)
      } catch {
        response.writeHead(404).end()
      }
    })
    const port = await freePort()
    await new Promise<void>((resolve) => server.listen(port, resolve))
    servers.push(server)
    urls[floor] = `http://localhost:${port}/`
    outDirs[floor] = outDir
  }
  return { urls, outDirs, close: () => servers.forEach((server) => server.close()) }
}
