import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** Plugins shared by the app build and the component tests (macros and catalogs). */
export const appPlugins = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
]

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
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic script: every browser that runs service workers runs this one.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
