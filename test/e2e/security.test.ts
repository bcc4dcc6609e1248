import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest'
import type { Browser } from 'playwright-core'
import { connectBrowser, STAFF } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

/**
 * The app runs under its Content-Security-Policy (the rest of the suite fails on any violation);
 * this checks that the policy is really there and really refuses what it should.
 */
let browser: Browser

beforeAll(async () => {
  browser = await connectBrowser()
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

describe('a file someone uploaded', () => {
  /**
   * Uploads `content` to the downloads manager under a name of its own, typed as its uploader
   * says; answers its link, and a function that deletes it again (other tests browse Guías).
   */
  async function uploaded(baseUrl: string, extension: string, type: string, content: string) {
    const token = await signInThroughApi(baseUrl, STAFF)
    const path = `Guías/prueba-${Date.now().toString(36)}.${extension}`
    const form = new FormData()
    form.set('targetPath', 'Guías')
    form.append('files', new Blob([content], { type }), path.slice('Guías/'.length))
    const answer = await fetch(`${baseUrl}/api/downloads/upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status, await answer.clone().text()).toBe(201)
    const { url } = await api<{ url: string }>(baseUrl, `/downloads/file-url?${new URLSearchParams({ path })}`, { token })
    const remove = async () => {
      await api(baseUrl, `/downloads/item?${new URLSearchParams({ path, type: 'file' })}`, { method: 'DELETE', token })
    }
    return { link: url, remove }
  }

  it('cannot run as a script of a page of the app, though it comes from the same origin', async () => {
    const baseUrl = inject('baseUrl')
    const { link, remove } = await uploaded(baseUrl, 'js', 'text/javascript', 'window.__uploaded = true')
    onTestFinished(remove)
    const context = await browser.newContext({ baseURL: baseUrl })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    const outcome = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script')
          script.src = src
          script.onload = () => resolve((window as { __uploaded?: boolean }).__uploaded ? 'ran' : 'loaded')
          script.onerror = () => resolve('refused')
          document.body.append(script)
        }),
      link,
    )
    expect(outcome).toBe('refused')
    expect(await page.evaluate(() => (window as { __uploaded?: boolean }).__uploaded ?? false)).toBe(false)
    await context.close()
  })
})
