import { describe, expect, it } from 'vitest'
import {
  currentPath,
  pageHeading,
  PROVIDER,
  PROVIDER_LIST_COUNT,
  readTable,
  REFERENCE_LIST_COUNT,
  signIn,
  useBrowser,
  waitForPath,
  waitForReferenceLists,
  waitForServiceWorkerControl,
} from './support/browser'

/** The promise of an offline-first app: once signed in here, it opens and works with no signal. */
describe('offline', () => {
  const b = useBrowser()

  it('a signed-in provider reopens the app and moves between screens with no connection', async () => {
    const { page, context } = b
    await signIn(page, PROVIDER)
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
    await waitForServiceWorkerControl(page)
    await waitForReferenceLists(page)

    await context.setOffline(true)
    // The network really is gone (for the page and its worker): the API cannot be reached.
    const apiReachable = await page.evaluate(() =>
      fetch('/api/public/company', { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    )
    expect(apiReachable, 'the API answered while offline').toBe(false)

    // Reload: the shell comes from the worker's precache, the session and lists from IndexedDB.
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker(), 'the reload was answered by the service worker').toBe(true)
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
    expect(currentPath(page)).toBe('/')
    const readiness = page.getByTestId('offline-readiness')
    await readiness.filter({ hasText: `(${REFERENCE_LIST_COUNT} de ${REFERENCE_LIST_COUNT})` }).waitFor()
    expect(await readiness.textContent()).toMatch(/^Listas de referencia guardadas en este dispositivo \(9 de 9\)/)
    expect(await readTable(page, 'referenceLists')).toHaveLength(REFERENCE_LIST_COUNT + PROVIDER_LIST_COUNT)
    expect(await readTable(page, 'session')).toHaveLength(1)

    // Client-side navigation: the route's lazy chunk comes from the precache.
    await page.getByRole('link', { name: 'Sesiones de hoy' }).click()
    await waitForPath(page, '/provider/service-sessions')
    await pageHeading(page).filter({ hasText: 'Sesiones de hoy' }).waitFor()

    // A full reload on that route, and typing another route's address, both still open.
    const onRoute = await page.reload()
    expect(onRoute?.fromServiceWorker()).toBe(true)
    await pageHeading(page).filter({ hasText: 'Sesiones de hoy' }).waitFor()
    expect(currentPath(page)).toBe('/provider/service-sessions')

    const typed = await page.goto('/provider/active-students')
    expect(typed?.fromServiceWorker()).toBe(true)
    await pageHeading(page).filter({ hasText: 'Estudiantes activos' }).waitFor()
    expect(currentPath(page)).toBe('/provider/active-students')
  })
})
