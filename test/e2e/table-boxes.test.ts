import { describe, expect, it } from 'vitest'
import { pageHeading, PROVIDER, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/**
 * Issue 23 item 13: on a phone (412 px) the tables of Informes de facturación, Dispositivos and
 * Mi perfil scroll sideways; their box is then a keyboard stop with the table's name (axe:
 * scrollable-region-focusable). axe runs on every screen these tests visit (support/a11y.ts), so
 * a table box that a keyboard cannot reach fails the test that shows it. Dispositivos is not
 * visited here: a fresh database has no device until a provider's change reaches the server
 * (device-health.test.ts makes one the long way); its table is the same DataTable box, whose
 * focus and name src/components/scroll-region.test.tsx checks.
 */
describe('table boxes on a phone', () => {
  const b = useBrowser()

  /** Every table box on the screen: whether it scrolls, whether it takes focus, and its name. */
  const boxes = () =>
    b.page.locator('table').evaluateAll((tables) =>
      tables.map((table) => {
        const box = table.parentElement!
        return { scrolls: box.scrollWidth > box.clientWidth, tabIndex: box.tabIndex, name: box.getAttribute('aria-label') }
      }),
    )

  async function check(path: string, heading: string) {
    await b.page.goto(path)
    await pageHeading(b.page).filter({ hasText: heading }).waitFor({ timeout: WAIT_MS })
    await b.page.locator('table').first().waitFor({ state: 'attached', timeout: WAIT_MS })
    const found = await boxes()
    expect(found.length).toBeGreaterThan(0)
    for (const box of found) {
      expect(box.tabIndex).toBe(0)
      expect(box.name).toBeTruthy()
    }
  }

  it('Informes de facturación: every table box is focusable and named', async () => {
    await b.page.setViewportSize({ width: 412, height: 915 })
    await signIn(b.page, STAFF)
    await check('/billing/reports', 'Informes de facturación')
  })

  it('Mi perfil: the licences table box is focusable and named', async () => {
    await b.page.setViewportSize({ width: 412, height: 915 })
    await signIn(b.page, PROVIDER)
    await check('/provider/config/profile', 'Mi perfil')
  })
})
