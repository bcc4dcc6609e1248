import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openUserMenu, pageHeading, PROVIDER, signIn, useBrowser, WAIT_MS } from './support/browser'

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await openUserMenu(page)
  const option = page.getByRole('menuitemradio', { name })
  await option.click()
}

function documentLanguage(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang)
}

describe('language', () => {
  const b = useBrowser()

  it('switching to English (US) in the user menu changes the page language, and it is remembered', async () => {
    const { page } = b
    await signIn(page, PROVIDER)
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
    expect(await documentLanguage(page)).toBe('es')

    await chooseLanguage(page, 'English (US)')
    await expect.poll(() => documentLanguage(page), { timeout: WAIT_MS }).toBe('en-US')
    await expect.poll(() => pageHeading(page).textContent(), { timeout: WAIT_MS }).toBe('Hello, Marisol')

    // The choice survives a reload.
    await page.reload()
    await pageHeading(page).filter({ hasText: 'Hello, Marisol' }).waitFor()
    expect(await documentLanguage(page)).toBe('en-US')

    // And back to Spanish.
    await chooseLanguage(page, 'Español')
    await expect.poll(() => documentLanguage(page), { timeout: WAIT_MS }).toBe('es')
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
  })
})
