import { describe, expect, it } from 'vitest'
import { currentPath, pageHeading, PROVIDER, signIn, STAFF, useBrowser, userMenuButton, waitForPath } from './support/browser'

/** Route guards (spec §6), as a person meets them by typing an address. */
describe('route guards', () => {
  const b = useBrowser()

  it('an anonymous visitor is sent to the login screen and, once signed in, back where they were going', async () => {
    const { page } = b
    await page.goto('/provider/service-sessions')

    await waitForPath(page, '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/provider/service-sessions')
    await page.getByRole('button', { name: 'Entrar' }).waitFor()

    await signIn(page, PROVIDER)
    await waitForPath(page, '/provider/service-sessions')
    await pageHeading(page).filter({ hasText: 'Sesiones de hoy' }).waitFor()
    expect(currentPath(page)).toBe('/provider/service-sessions')
  })

  it('a provider typing an office address is sent home', async () => {
    const { page } = b
    await signIn(page, PROVIDER)
    for (const officePath of ['/billing', '/providers', '/config/users']) {
      await page.goto(officePath)
      await waitForPath(page, '/')
      await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
      expect(currentPath(page), officePath).toBe('/')
    }
  })

  it('staff typing a provider address are sent home, and reach the office areas', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/provider/active-students')
    await waitForPath(page, '/')
    await page.getByTestId('console-areas').waitFor()
    expect(currentPath(page)).toBe('/')

    // The same person is let into an office area: the guard tells roles apart, it does not
    // simply refuse everything.
    await page.goto('/billing')
    await pageHeading(page).filter({ hasText: 'Facturación' }).waitFor()
    expect(currentPath(page)).toBe('/billing')
  })

  it('a guest form is reachable without signing in', async () => {
    const { page } = b
    await page.goto('/guest/service-forms/abc')

    // The guest page draws its own title; the login screen would have none of it.
    await pageHeading(page).waitFor()
    expect(await pageHeading(page).textContent()).not.toBe('')
    expect(currentPath(page)).toBe('/guest/service-forms/abc')
    expect(await page.getByRole('button', { name: 'Entrar' }).count()).toBe(0)
    expect(await page.getByLabel('Contraseña').count()).toBe(0)
    expect(await userMenuButton(page).count()).toBe(0)
  })

  it('an unknown address shows the not-found page with a way home', async () => {
    const { page } = b
    await page.goto('/no/such/page')

    await page.getByText('This page could not be found', { exact: true }).waitFor()
    expect(currentPath(page)).toBe('/no/such/page')
    const home = page.getByRole('link', { name: 'Ir al inicio' })
    expect(await home.getAttribute('href')).toBe('/')

    // Following it from here (anonymous) leads through home to the login screen.
    await home.click()
    await waitForPath(page, '/login')
  })
})
