import { defineConfig } from 'vitest/config'
import { appPlugins } from './vite.config.ts'

// Three suites: `unit` (browser code on jsdom + fake-indexeddb), `server` (the real API
// in-process on a fresh database) and `e2e` (the built app in the system Chromium).
export default defineConfig({
  plugins: appPlugins(),
  test: {
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
          // test/sync: the device's engine against the real app in-process (imports both sides).
          include: ['server/**/*.test.ts', 'test/sync/**/*.test.ts'],
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
