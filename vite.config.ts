import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { isGuestEntryPath } from './src/domain/guest/entry.ts'
import { isLoginEntryPath } from './src/domain/login-entry.ts'

/** Plugins shared by the app build and the component tests (macros and catalogs). */
export const appPlugins = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
]

/**
 * Writes .br and .gz copies of the built text assets, so the server sends them compressed
 * without compressing on every request (server/web/static.ts serves them when accepted).
 */
function precompress(): Plugin {
  const toBrotli = promisify(brotliCompress)
  const toGzip = promisify(gzip)
  let outDir = 'dist'
  return {
    name: 'bitacora:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(path.join(outDir, file))
          const brotli = await toBrotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          await writeFile(path.join(outDir, `${file}.br`), brotli)
          await writeFile(path.join(outDir, `${file}.gz`), await toGzip(content, { level: 9 }))
        }),
      )
    },
  }
}

/**
 * Pages built on their own, right after the app and into the same folder. Built as more inputs
 * of the app's build they would share the app's start chunk (React sits there with Chakra, the
 * router and Dexie: about 200 KB gzip) instead of carrying only what they draw.
 * - The guest page (guest.html + src/guest: a parent or a teacher signing from a phone, no
 *   login): React and its own text only. Its files are named guest*, so the service worker's
 *   precache leaves them out (globIgnores below): the worker leaves guest paths to the network
 *   (sw/runtime-caching.ts).
 * - The login page (login.html + src/login): React, Chakra and the app's theme and catalog, no
 *   router or device database before it is drawn. It is precached: the worker answers /login
 *   with it, so it opens offline like the app.
 * In development, Vite's server answers their paths with their page, as the API server does
 * (server/web/static.ts).
 */
const SEPARATE_PAGES = [
  { page: 'guest.html', name: 'guest', answers: isGuestEntryPath },
  { page: 'login.html', name: 'login', answers: isLoginEntryPath },
] as const

function separatePages(): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  let building = false
  // As the app's build asks (a benchmark builds with hidden source maps to attribute bytes).
  let sourcemap: boolean | 'inline' | 'hidden' = false
  return {
    name: 'bitacora:separate-pages',
    configResolved: (config) => {
      outDir = config.build.outDir
      root = config.root
      building = config.command === 'build'
      sourcemap = config.build.sourcemap
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = request.url ? new URL(request.url, 'http://localhost').pathname : ''
        const separate = SEPARATE_PAGES.find(({ answers }) => answers(pathname))
        if (separate) request.url = `/${separate.page}${request.url?.slice(pathname.length) ?? ''}`
        next()
      })
    },
    closeBundle: {
      sequential: true,
      async handler(error) {
        // closeBundle also runs when the dev server stops: build only in a build.
        if (error || !building) return
        for (const { page, name } of SEPARATE_PAGES) {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [...appPlugins(), precompress()],
            build: {
              outDir,
              emptyOutDir: false,
              target: 'es2022',
              sourcemap,
              rolldownOptions: {
                input: path.resolve(root, page),
                output: { entryFileNames: `assets/${name}-[hash].js`, chunkFileNames: `assets/${name}-[name]-[hash].js`, assetFileNames: `assets/${name}-[name]-[hash][extname]` },
              },
            },
          })
        }
      },
    },
  }
}

// The API server (npm run dev:server) answers these paths; the dev server forwards them.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080'
const serverPaths = ['/api', '/branding', '/manifest.webmanifest']

export default defineConfig({
  plugins: [
    // Route files are split into lazy chunks so the first screen loads only what it draws.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    ...appPlugins(),
    precompress(),
    separatePages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself through workbox-window so that updates wait for
      // the person to accept them (src/app/pwa).
      injectRegister: false,
      // The manifest is served by the API server from the company's data, so that another
      // company gets its own name, colour and icons without a rebuild.
      manifest: false,
      injectManifest: {
        // Everything the built shell needs to start offline: every route chunk, styles and the
        // static files. Branding images are not here: they belong to the company, not the build,
        // and the worker caches them at run time (sw/runtime-caching.ts).
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The guest page is not the app: it needs a connection anyway (it signs on the server),
        // and a provider's tablet should not download it (separatePages above).
        globIgnores: ['**/node_modules/**/*', 'guest.html', 'assets/guest-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic script: every browser that runs service workers runs this one.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  // Static files copied to the build as they are (robots.txt). The favicon, icons, logos and the
  // install manifest are not here: they are the company's, served from its data by the API server
  // (server/web/branding.ts), so another company needs no rebuild.
  publicDir: 'public',
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Everything the app needs to start goes into one chunk. Left to itself, the bundler splits
      // each group of start-up modules that some lazy screen also uses into a chunk of its own:
      // every new screen then fragments the start into more requests and poorer compression
      // (measured: about 5 KB gzip more at start for four office screens).
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      // Chakra's theme module builds its full default theme with define*() helpers at import
      // time. They only return their argument, so marking them pure lets the build drop the
      // recipes the app does not register (src/app/theme.ts) — about 10 KB gzip at start.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineKeyframes', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineGlobalStyles'],
      },
    },
  },
})
