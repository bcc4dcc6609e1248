import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './support/browser'

/**
 * The app runs under its Content-Security-Policy (the rest of the suite fails on any violation);
 * this checks that the policy is really there and really refuses what it should.
 */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the Content-Security-Policy', () => {
  it('comes with the app and refuses an injected inline script', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') })
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const response = await page.goto('/login')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    await context.close()
  })
})
