import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openUserMenu, pageHeading, PROVIDER, signIn, useBrowser, WAIT_MS } from './support/browser'

/**
 * The English (US) translation of the home greeting "Hola, {0}", or null while the en-US catalog
 * has none (it is being filled in): then the page shows the Spanish text and only the document's
 * language can tell the switch happened.
 */
function englishGreeting(): string | null {
  const catalog = readFileSync(fileURLToPath(new URL('../../locales/en-US/messages.po', import.meta.url)), 'utf8')
  const match = /^msgid "Hola, \{0\}"\r?\nmsgstr "(.*)"$/m.exec(catalog)
  return match?.[1] ? match[1] : null
}

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
    const greeting = englishGreeting()
    if (greeting) {
      const expected = greeting.replace('{0}', 'Marisol')
      await expect.poll(() => pageHeading(page).textContent(), { timeout: WAIT_MS }).toBe(expected)
    } else {
      // The en-US catalog has no "Hola, {0}" yet, so the greeting falls back to Spanish; once
      // the catalog has it, the branch above checks the visible text.
      expect(await pageHeading(page).textContent()).toBe('Hola, Marisol')
    }

    // The choice survives a reload.
    await page.reload()
    await pageHeading(page).waitFor()
    expect(await documentLanguage(page)).toBe('en-US')

    // And back to Spanish.
    await chooseLanguage(page, 'Español')
    await expect.poll(() => documentLanguage(page), { timeout: WAIT_MS }).toBe('es')
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
  })
})
