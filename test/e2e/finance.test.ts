import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** The finance foundation's screens (issue 15): purchasable items' order and rate templates. */
describe('finance foundation', () => {
  const b = useBrowser()

  it('staff reorder purchasable items by dragging and with the keyboard buttons; the order is kept', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/finance/purchasable-items')
    const rows = page.getByTestId('purchasable-item')
    await rows.first().waitFor()
    const names = async () => (await rows.locator('p:first-child').allTextContents()).filter(Boolean)
    const before = await names()
    expect(before.length).toBeGreaterThan(2)

    // Native HTML drag and drop in a real browser: the last item onto the first place.
    await rows.last().dragTo(rows.first())
    await page.getByText('Orden guardado', { exact: true }).first().waitFor()
    await page.reload()
    await rows.first().waitFor()
    await expect.poll(names, { timeout: WAIT_MS }).toEqual([before.at(-1), ...before.slice(0, -1)])

    // From the keyboard: focus "Bajar" on the first item and press Enter.
    const first = before.at(-1)!
    await page.getByRole('button', { name: `Bajar ${first}` }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await names())[1], { timeout: WAIT_MS }).toBe(first)
    await page.reload()
    await expect.poll(async () => (await names())[1], { timeout: WAIT_MS }).toBe(first)
  })

  it('staff open a rate template and see its rates in dollars', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/finance/provider-service-rate-templates')
    await page.getByRole('link', { name: 'Habla y lenguaje — 45 min' }).click()
    await pageHeading(page).filter({ hasText: 'Habla y lenguaje — 45 min' }).waitFor()
    await expect.poll(() => page.getByLabel('Tarifa en dólares (línea 1)').inputValue(), { timeout: WAIT_MS }).toMatch(/^\d+\.\d{2}$/)
  })
})
