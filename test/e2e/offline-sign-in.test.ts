import { describe, expect, it } from 'vitest'
import { fillLogin, PROVIDER, useBrowser, WAIT_MS } from './support/browser'

/**
 * Issue 9: an offline sign-in on a fresh device once hung on "Entrando…" for over 30 s, about one
 * try in four. Each try here is a fresh profile (nothing cached, the service worker perhaps not yet
 * done) that loses its connection right after the login screen is drawn, and must be told it is
 * offline, with the button usable again, rather than wait forever.
 */
describe('signing in offline on a fresh device', () => {
  const b = useBrowser()

  it.each([1, 2, 3, 4])('try %i: says there is no connection and gives the button back', async () => {
    const { page, context } = b
    await page.goto('/login')
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    await context.setOffline(true)

    await fillLogin(page, PROVIDER)

    await page.getByRole('alert').filter({ hasText: 'Sin conexión con el servidor' }).waitFor({ timeout: WAIT_MS })
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isEnabled(), { timeout: WAIT_MS }).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/login')
    // Nothing else the page loads lazily may fail loudly offline either (useBrowser fails the test
    // on any uncaught error in the page): the service worker and the sync engine wait for the signal.
  })
})
