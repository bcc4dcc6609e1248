import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { appPlugins } from './vite.config.ts'

/**
 * The PostgreSQL leg (npm run test:server:pg, TEST_DATABASE_URL set) runs what a real server can
 * answer differently from PGlite: concurrent connections and locks, LISTEN/NOTIFY, pg_dump, the
 * permission matrix (issue 22 asks it on both databases) and the sync engine's exactly-once.
 * Everything else is the same engine in both (PGlite is PostgreSQL) and runs once, on PGlite.
 */
const POSTGRES_LEG = [
  'server/permissions/**/*.test.ts',
  'server/sync/**/*.test.ts',
  'server/core/idempotency.test.ts',
  'server/seed/seed.test.ts',
  'server/auth/session-cache.test.ts',
  'server/backup/**/*.test.ts',
  'server/scrubber/exclusion-controls.test.ts',
  'server/payment-batches/**/*.test.ts',
  'server/provider-bills/**/*.test.ts',
  'server/ach/**/*.test.ts',
  'server/visit-imports/**/*.test.ts',
  'server/service-sessions/**/*.test.ts',
  'server/ops/**/*.test.ts',
  'test/sync/**/*.test.ts',
]

// Three suites: `unit` (browser code on jsdom + fake-indexeddb), `server` (the real API
// in-process on a fresh database) and `e2e` (the built app in the system Chromium).
export default defineConfig({
  plugins: appPlugins(),
  test: {
    // Vitest's default leaves one core free: on these 2-core machines that ran every file in one
    // worker. The suites wait on timers, sockets and the database often enough to use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['test/support/unit-setup.ts'],
          // Screens draw after their (fake) data arrives; see unit-setup.ts on busy machines.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // test/sync: the device's engine against the real app in-process (imports both sides);
          // test/tools: checks over the whole source tree (import cycles), run once, on PGlite's leg.
          include: process.env.TEST_DATABASE_URL ? POSTGRES_LEG : ['server/**/*.test.ts', 'test/sync/**/*.test.ts', 'test/tools/**/*.test.ts'],
          globalSetup: ['server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A real browser on a 2-core machine: one retry, as Playwright does in CI. A test that
          // passes only on retry shows "(retry x1)" in the verbose output of npm run test:e2e.
          retry: 1,
        },
      },
    ],
  },
})
