import { defineConfig } from 'vite'

// Builds the sync benchmark harness (not part of the app). test/bench/sync.ts runs it.
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { outDir: '../../../.tmp/bench-harness', emptyOutDir: true, target: 'es2022' },
})
