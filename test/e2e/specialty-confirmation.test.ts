import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { companyToday } from '../../src/domain/rules/company-time'
import { connectBrowser, PROVIDER, signIn, WAIT_MS } from './support/browser'
import { signInThroughApi } from './support/demo-state'
import { startTestServer, type TestServer } from './support/server'

/**
 * The yearly specialty confirmation (spec §2, §4) on the demo data exactly as seeded, where
 * terapeuta@ has one specialty never confirmed. The suite's shared server has it confirmed (so the
 * dialog covers no other test), so this file starts a server of its own.
 */
const PROMPT = 'Favor de confirmar los detalles de su especialidad.'

describe('yearly specialty confirmation', () => {
  let server: TestServer | undefined
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page
  let pageErrors: Error[] = []

  beforeAll(async () => {
    server = await startTestServer()
    browser = await connectBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  beforeEach(async () => {
    context = await browser!.newContext({ baseURL: server!.baseUrl, locale: 'es-PR' })
    context.setDefaultTimeout(WAIT_MS)
    pageErrors = []
    page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error))
  })
  afterEach(async () => {
    await context?.close()
    expect(pageErrors.map((error) => error.message), 'uncaught errors in the page').toEqual([])
  })

  /** Waits until the app has asked the server which specialties are due (after the first screen). */
  function gateCheck() {
    return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/provider-specialties' && response.request().method() === 'GET')
  }

  it('asks the provider to confirm, cannot be dismissed, records the confirmation, and does not come back', async () => {
    const checked = gateCheck()
    await signIn(page, PROVIDER)
    await checked

    const dialog = page.getByRole('alertdialog')
    await dialog.getByText(PROMPT, { exact: true }).waitFor()
    expect(await dialog.getByRole('heading').first().textContent()).toContain('Patología del habla y lenguaje')
    // Her licence is the office's: shown, not editable.
    expect(await dialog.getByLabel(/^Número de licencia\s*\*?$/).getAttribute('readonly')).not.toBeNull()
    expect(await dialog.getByLabel(/^Número de licencia\s*\*?$/).inputValue()).toBe('PHL-10482')

    // Neither Escape nor a click outside closes it, and it has no close button.
    await page.keyboard.press('Escape')
    await page.mouse.click(4, 4)
    await page.waitForTimeout(500)
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('button', { name: /Cerrar|Cancelar/ }).count()).toBe(0)

    // At 1440×900 the button is in view without scrolling: the dialog's body scrolls, its buttons stay.
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect.poll(() => visibleWithoutScrolling(page, dialog.getByRole('button', { name: 'Confirmar' })), { timeout: WAIT_MS }).toBe(true)
    // Also after scrolling the fields to their end and back.
    await dialog.getByText('Características').scrollIntoViewIfNeeded()
    expect(await visibleWithoutScrolling(page, dialog.getByRole('button', { name: 'Confirmar' }))).toBe(true)
    await page.screenshot({ path: '.tmp/screenshots/specialty-confirmation-1440.png' })

    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Especialidad confirmada', { exact: true }).waitFor()

    // Recorded on the server with today's date in Puerto Rico.
    const token = await signInThroughApi(server!.baseUrl, PROVIDER)
    const response = await fetch(`${server!.baseUrl}/api/provider-specialties`, { headers: { Authorization: `Bearer ${token}` } })
    const specialties = (await response.json()) as Array<{ specialty_name: string; confirmed_by_provider_at: string | null }>
    expect(specialties.find((row) => row.specialty_name === 'Patología del habla y lenguaje')?.confirmed_by_provider_at).toBe(companyToday())

    // It does not return: not after a reload, not after signing in again.
    const again = gateCheck()
    await page.reload()
    await again
    await page.waitForTimeout(1_000)
    expect(await page.getByRole('alertdialog').count()).toBe(0)

    // Nor on another device: the confirmation is the server's record, not this browser's.
    await context!.close()
    context = await browser!.newContext({ baseURL: server!.baseUrl, locale: 'es-PR' })
    context.setDefaultTimeout(WAIT_MS)
    page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error))
    const elsewhere = gateCheck()
    await signIn(page, PROVIDER)
    await elsewhere
    await page.getByRole('heading', { level: 1, name: 'Hola, Marisol' }).waitFor()
    await page.waitForTimeout(1_000)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
  })
})

/** Inside the window, and the topmost thing at its centre (not hidden under the scrolling fields). */
async function visibleWithoutScrolling(page: Page, button: Locator): Promise<boolean> {
  const box = await button.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) return false
  if (box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) return false
  return button.evaluate((element, centre) => element.contains(document.elementFromPoint(centre.x, centre.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 })
}
