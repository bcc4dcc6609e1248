import { chromium, type BrowserServer } from 'playwright-core'

/** The system Chromium (`npx playwright install` cannot download here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const browserArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']

/**
 * The run's one Chromium, started by global-setup.ts and reached by every test file through
 * connectBrowser (browser.ts): starting one per file cost a few seconds each on a busy 2-core
 * machine, 36 times a run.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: process.env.E2E_HEADED !== '1', args: browserArgs })
}
