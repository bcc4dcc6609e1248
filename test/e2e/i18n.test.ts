import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openUserMenu, pageHeading, PROVIDER, readTable, signIn, useBrowser, WAIT_MS } from './support/browser'
import { waitForFieldData } from './support/sessions'

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

    // Reference names follow the language: the device's lists are fetched again in English, so the
    // session form offers English outcomes and durations (the server keeps a name per language).
    await waitForFieldData(page)
    await expect.poll(() => outcomeNames(page), { timeout: WAIT_MS }).toContain('Provider absent')
    await page.goto('/provider/service-sessions')
    await page.getByRole('button', { name: 'Record session', exact: true }).click()
    const outcome = page.getByLabel(/^Session outcome/)
    await outcome.waitFor()
    expect(await outcome.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Session given', 'Provider absent']))
    expect(await page.getByLabel(/^Duration/).locator('option').allTextContents()).toContain('45 minutes')

    // And back to Spanish.
    await chooseLanguage(page, 'Español')
    await expect.poll(() => documentLanguage(page), { timeout: WAIT_MS }).toBe('es')
    await expect.poll(() => outcomeNames(page), { timeout: WAIT_MS }).toContain('Proveedor ausente')
  })
})

/** The session outcomes stored on the device, as the form reads them. */
async function outcomeNames(page: Page): Promise<string[]> {
  const lists = await readTable<{ name: string; items: Array<{ name: string }> }>(page, 'referenceLists')
  return lists.find((list) => list.name === 'sessionOutcomes')?.items.map((item) => item.name) ?? []
}
