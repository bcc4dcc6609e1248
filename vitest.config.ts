import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { appPlugins } from './vite.config.ts'

/**
 * The PostgreSQL leg (npm run test:server:pg, TEST_DATABASE_URL set) runs only what a real server
 * can answer differently from PGlite. PGlite is the same PostgreSQL engine, so SQL, constraints
 * and triggers as such behave alike; what differs is that PGlite is one connection in-process
 * (concurrent transactions queue instead of taking locks against each other), has no LISTEN/NOTIFY
 * between servers nor pg_dump, and that node-postgres and PGlite each turn column types (bigint
 * money, dates and times, jsonb) into JavaScript values their own way. Everything else (routes,
 * permissions as code, validation, PDFs) runs once, on PGlite.
 */
const POSTGRES_LEG = [
  // Concurrency and locks: simultaneous copies of a mutation, racing devices, batches racing
  // single writes. (The engine's property against the real server, test/sync, stays on PGlite:
  // its schedules send one request at a time, so the server's side of exactly-once is what these
  // two show on PostgreSQL; on the leg it took 170–280 s of a 184–326 s run.)
  'server/core/idempotency.test.ts',
  'server/sync/push.test.ts',
  // Concurrent sign-in attempts counted in the database (one account, one address).
  'server/auth/rate-limit.test.ts',
  // LISTEN/NOTIFY inside a transaction, heard by another server once it commits.
  'server/auth/session-cache.test.ts',
  // pg_dump and restore.
  'server/backup/**/*.test.ts',
  // Constraints under races: an exclusion waiting on a bill line's transaction (BL003); five
  // concurrent ACH downloads making one stored file; CHECKs on approval and 64-bit cents.
  'server/scrubber/exclusion-controls.test.ts',
  'server/payment-batches/**/*.test.ts',
  'server/provider-bills/**/*.test.ts',
  // Versions (optimistic concurrency), session dates and times, values a column cannot hold
  // (NUL in text, numbers beyond the column), read back through the driver's type parsers.
  'server/service-sessions/sessions.test.ts',
  'server/service-sessions/hardening.test.ts',
  // Bulk statements per chunk with ON CONFLICT and jsonb errors, run as a job on the pool.
  'server/visit-imports/**/*.test.ts',
  // pg-boss on the app's pool (PGlite goes through pg-boss's adapter instead); readiness and
  // the metrics' pool gauges, read from node-postgres's pool there (PGlite reports one connection).
  'server/jobs/jobs.test.ts',
  'server/ops/ops.test.ts',
  // Every migration and the seed on a real server.
  'server/seed/seed.test.ts',
  // Issue 22's done-when asks the role × route matrix on both databases.
  'server/permissions/matrix.test.ts',
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
