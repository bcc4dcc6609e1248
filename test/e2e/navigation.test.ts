import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageHeading, PROVIDER, signIn, STAFF, useBrowser, waitForPath } from './support/browser'
import { REPO_ROOT } from './support/server'

const SUPERVISOR = 'supervisor@example.com'
/** A phone, a tablet in portrait, a desktop (issue 9's three widths). */
const WIDTHS = [412, 820, 1440] as const
const SCREENSHOT_DIR = path.join(REPO_ROOT, '.tmp', 'screenshots')

/** Nothing wider than the window: no sideways scrolling, nothing cut off at the right edge. Names what sticks out. */
async function horizontalOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return ''
    const wide = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').slice(0, 30)}"`
    return `${document.documentElement.scrollWidth - window.innerWidth} px too wide: ${wide.slice(-3).map(describe).join('; ')}`
  })
}

/** At each width: no overflow, and a screenshot to look at (.tmp/screenshots). */
async function checkWidths(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : width === 820 ? 1180 : 915 })
    await pageHeading(page).waitFor()
    // The layout may settle a moment after the resize (the bar turns into a rail): a real overflow
    // is still there after this wait.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 3_000 }).catch(() => undefined)
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe('')
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: false })
  }
}

/** The navigation of issue 9: one table of destinations, a bar for providers, a side nav for the office. */
describe('navigation', () => {
  const b = useBrowser()

  it("a provider moves between the day, the students, a student's sessions, the history and the profile from the bar", async () => {
    const { page } = b
    await page.setViewportSize({ width: 412, height: 915 })
    await signIn(page, PROVIDER)
    const nav = page.getByRole('navigation', { name: 'Navegación' })
    // A provider who supervises nobody is not offered Supervisiones.
    await nav.getByRole('link', { name: 'Hoy', exact: true }).waitFor()
    expect(await nav.getByRole('link', { name: 'Supervisiones', exact: true }).count()).toBe(0)

    await nav.getByRole('link', { name: 'Hoy', exact: true }).click()
    await pageHeading(page).filter({ hasText: 'Sesiones de hoy' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Hoy', exact: true }).getAttribute('aria-current')).toBe('page')
    await checkWidths(page, 'provider-day')

    await nav.getByRole('link', { name: 'Estudiantes', exact: true }).click()
    await pageHeading(page).filter({ hasText: 'Estudiantes activos' }).waitFor()
    await checkWidths(page, 'provider-students')

    // A student's row opens the student's sessions, with "Registrar sesión" for that student.
    const row = page.getByRole('list', { name: 'Estudiantes' }).getByRole('listitem').first()
    const studentName = (await row.getByRole('link').first().textContent()) ?? ''
    await row.getByRole('link', { name: studentName, exact: true }).click()
    await pageHeading(page).filter({ hasText: studentName }).waitFor()
    await checkWidths(page, 'provider-student')
    await page.getByRole('link', { name: 'Registrar sesión' }).click()
    await pageHeading(page).filter({ hasText: 'Registrar sesión' }).waitFor()
    await page.getByRole('checkbox', { name: studentName }).or(page.getByText(studentName)).first().waitFor()

    await nav.getByRole('link', { name: 'Historial', exact: true }).click()
    await pageHeading(page).filter({ hasText: 'Historial de sesiones' }).waitFor()
    await nav.getByRole('link', { name: 'Perfil', exact: true }).click()
    await waitForPath(page, '/provider/config/profile')
    await pageHeading(page).waitFor()
  })

  it("a supervisor reaches Supervisiones and reads which provider serves a student", async () => {
    const { page } = b
    await page.setViewportSize({ width: 820, height: 1180 })
    await signIn(page, SUPERVISOR)
    const nav = page.getByRole('navigation', { name: 'Navegación' })
    await nav.getByRole('link', { name: 'Supervisiones', exact: true }).click()
    await pageHeading(page).filter({ hasText: 'Supervisiones' }).waitFor()
    const row = page.getByRole('list', { name: 'Estudiantes' }).getByRole('listitem').first()
    await row.getByText(/^Proveedor: /).waitFor()
    await row.getByRole('link').first().click()
    await page.getByText(/Proveedor: /).first().waitFor()
    await checkWidths(page, 'supervisor-student')
  })

  it('office staff move by area from the side navigation, with breadcrumbs on a detail page', async () => {
    const { page } = b
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page, STAFF)
    const nav = page.getByRole('navigation', { name: 'Navegación' })
    await nav.getByRole('link', { name: 'Proveedores', exact: true }).click()
    await waitForPath(page, '/providers')
    await pageHeading(page).waitFor()
    await checkWidths(page, 'office-providers')

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.locator('main a[href^="/providers/"]').filter({ hasNotText: /alertas/i }).first().click()
    await page.waitForURL((url) => /^\/providers\/\d+$/.test(url.pathname), { waitUntil: 'commit' })
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await crumbs.getByRole('link', { name: 'Proveedores' }).click()
    await waitForPath(page, '/providers')

    await nav.getByRole('link', { name: 'Alertas de licencias', exact: true }).click()
    await waitForPath(page, '/providers/license-alerts')
    await pageHeading(page).waitFor()
    // Dates as numbers are MM/dd/yyyy (spec §3), never dd/MM.
    const firstDate = await page.getByRole('cell').filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ }).first().textContent()
    const [month] = (firstDate ?? '').split('/')
    expect(Number(month)).toBeLessThanOrEqual(12)
  })

  it('on a phone the office areas wait behind a menu button, so the page starts on the first screen', async () => {
    const { page } = b
    await page.setViewportSize({ width: 412, height: 915 })
    await signIn(page, STAFF)
    const nav = page.getByRole('navigation', { name: 'Navegación' })
    const menu = nav.getByRole('button', { name: /^Menú/ })
    await menu.waitFor()
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await nav.getByRole('link', { name: 'Proveedores', exact: true }).isVisible()).toBe(false)
    // The page's title is on the first screen, not under two dozen links.
    const heading = await pageHeading(page).boundingBox()
    expect(heading && heading.y + heading.height).toBeLessThan(915)

    await menu.click()
    await nav.getByRole('link', { name: 'Proveedores', exact: true }).click()
    await waitForPath(page, '/providers')
    expect(await nav.getByRole('link', { name: 'Proveedores', exact: true }).isVisible()).toBe(false)
    expect(await nav.getByRole('button', { name: 'Menú · Proveedores' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('a guest page carries the company and leads nowhere near the staff sign-in', async () => {
    const { page } = b
    await page.goto('/guest/service-forms/6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70')
    await pageHeading(page).filter({ hasText: 'Formulario de servicio' }).waitFor()
    await page.getByTestId('guest-company').filter({ hasText: 'Terapias Educativas del Caribe' }).waitFor()
    const targets = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(targets).not.toContain('/login')
    expect(targets).not.toContain('/')
    await checkWidths(page, 'guest-service-form')
  })
})
