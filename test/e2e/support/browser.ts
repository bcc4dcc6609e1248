import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { describeViolations, watchAccessibility, type A11yWatch } from './a11y'

/**
 * Browser helpers for the e2e suite: one Chromium per run (connectBrowser), a fresh isolated context (its
 * own IndexedDB, caches and service worker) per test, and the steps a person takes, found by
 * role and label as they read them on screen.
 */

export const DEMO_PASSWORD = 'demo1234'
export const PROVIDER = 'terapeuta@example.com'
export const STAFF = 'oficina@example.com'
export const COMPANY_SHORT_NAME = 'Terapias Caribe'

/** How long to wait for something the app does by itself (a redirect, a write, a worker install). */
export const WAIT_MS = 20_000

export interface BrowserFixture {
  readonly baseUrl: string
  readonly browser: Browser
  readonly context: BrowserContext
  readonly page: Page
  /** axe-core on the test's page: every screen it visits is checked (support/a11y.ts). */
  readonly a11y: A11yWatch
  /**
   * Another page, in a fresh context of its own, held to the same checks as `page` (errors, CSP,
   * axe) and closed with it: for a test that works in several pages at once.
   */
  openPage(): Promise<Page>
}

export { browserArgs, chromiumPath } from './browser-server'

/**
 * The run's one Chromium (browser-server.ts). Tests stay apart all the same: each works in
 * contexts of its own (own storage, caches and service workers), and close() on a connected
 * browser closes the contexts this file opened and disconnects, leaving the browser to the next.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

/**
 * Registers the hooks and returns an object whose fields are live for the running test. Page
 * errors and Content-Security-Policy violations (Chromium reports each on the console) are
 * collected and fail the test: an uncaught exception or a blocked script, style or request is
 * a bug even if the screen looks right.
 */
export function useBrowser(options: { baseUrl?: () => string } = {}): BrowserFixture {
  const sharedUrl = inject('baseUrl')
  const baseUrlOf = options.baseUrl ?? (() => sharedUrl)
  let browser: Browser | undefined
  /** The test's page first, then any it opened with openPage(). */
  let watched: WatchedPage[] = []

  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    browser = undefined
  })
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start')
    watched = [await openWatchedPage(browser, baseUrlOf())]
  })
  afterEach(async () => {
    const pages = watched
    watched = []
    const errors = pages.flatMap((one) => one.pageErrors)
    const a11yViolations = (await Promise.all(pages.map((one) => one.a11y.finish()))).flat()
    const violations = pages.flatMap((one) => one.cspViolations)
    await Promise.all(pages.map((one) => one.context.close()))
    // Name, message and the first frames: a message alone (a Dexie error object shows as 'r') says nothing.
    expect(errors.map(describePageError), 'uncaught errors in the page').toEqual([])
    expect(violations, 'Content-Security-Policy violations').toEqual([])
    expect(describeViolations(a11yViolations).join('\n'), 'serious or critical accessibility violations (axe-core)').toBe('')
  })

  function required<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is only available inside a test`)
    return value
  }
  return {
    get baseUrl() {
      return baseUrlOf()
    },
    get browser() {
      return required(browser, 'browser')
    },
    get context() {
      return required(watched[0]?.context, 'context')
    },
    get page() {
      return required(watched[0]?.page, 'page')
    },
    get a11y() {
      return required(watched[0]?.a11y, 'a11y')
    },
    async openPage() {
      const opened = await openWatchedPage(required(browser, 'browser'), baseUrlOf())
      watched.push(opened)
      return opened.page
    },
  }
}

interface WatchedPage {
  context: BrowserContext
  page: Page
  a11y: A11yWatch
  pageErrors: Error[]
  cspViolations: string[]
}

/** A page in a fresh context whose uncaught errors, CSP violations and axe findings are kept. */
async function openWatchedPage(browser: Browser, baseURL: string): Promise<WatchedPage> {
  // Reduced motion: dialogs appear at once, so axe never judges a colour half-way through a fade.
  const context = await browser.newContext({ baseURL, locale: 'es-PR', serviceWorkers: 'allow', reducedMotion: 'reduce' })
  context.setDefaultTimeout(WAIT_MS)
  context.setDefaultNavigationTimeout(WAIT_MS)
  const pageErrors: Error[] = []
  const cspViolations: string[] = []
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error))
  return { context, page, a11y: watchAccessibility(page), pageErrors, cspViolations }
}

function describePageError(error: Error): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).slice(0, 4)
  return [`${error.name}: ${error.message}`, ...frames.map((line) => line.trim())].join(' | ')
}

/** The path (and query) the page shows now, e.g. "/login?redirect=%2F". */
export function currentPath(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** Waits until the page's path is `pathname` (query ignored). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: 'commit' })
}

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/**
 * Signs in from the login screen (opening it first unless the page is already there) and waits
 * until the app has left it and shows the signed-in app bar.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login')
  await fillLogin(page, email, password)
  await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' })
  await userMenuButton(page).waitFor({ state: 'visible' })
}

export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /menú de usuario|user menu/i })
}

export async function openUserMenu(page: Page): Promise<void> {
  await userMenuButton(page).click()
  await page.getByRole('menu').waitFor({ state: 'visible' })
}

/** Signs out through the user menu and waits for the login screen. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await waitForPath(page, '/login')
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible' })
}

/** The page's one h1 (every screen's title, see src/components/page.tsx). */
export function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 })
}

/**
 * Rows of a table in the app's IndexedDB database ("bitacora"), read with the plain IndexedDB API
 * so the test does not depend on the app's code. A missing database or table reads as no rows
 * (and the database is not created by looking).
 */
export async function readTable<T = unknown>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (storeName) => {
    const names = (await indexedDB.databases()).map((info) => info.name)
    if (!names.includes('bitacora')) return []
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('bitacora')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!database.objectStoreNames.contains(storeName)) return []
      return await new Promise<T[]>((resolve, reject) => {
        const request = database.transaction(storeName, 'readonly').objectStore(storeName).getAll()
        request.onsuccess = () => resolve(request.result as T[])
        request.onerror = () => reject(request.error)
      })
    } finally {
      database.close()
    }
  }, table)
}

/** The public reference lists of spec §3 every signed-in person gets. */
export const REFERENCE_LIST_COUNT = 9
/** A provider also gets the session form's lists (types, outcomes, visit outcomes, durations). */
export const PROVIDER_LIST_COUNT = 4

/** Waits until the sign-in's reference lists are all stored on the device. */
export async function waitForReferenceLists(page: Page, expected = REFERENCE_LIST_COUNT + PROVIDER_LIST_COUNT): Promise<void> {
  await expect
    .poll(async () => (await readTable(page, 'referenceLists')).length, { timeout: WAIT_MS, message: 'reference lists stored in IndexedDB' })
    .toBe(expected)
}

/**
 * The login page registers the service worker at the person's first key or touch (not with its
 * load): a test that needs the worker there starts the way a person does.
 */
export async function startOnLoginPage(page: Page): Promise<void> {
  await page.getByLabel('Correo electrónico').click()
}

/**
 * Waits until a service worker is active and controls the page. A worker that activated after
 * the page loaded claims it (clientsClaim); should that not happen in time, one reload makes
 * the page start under the worker.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const activated = await page.evaluate(async (timeout) => {
    if (!('serviceWorker' in navigator)) return 'no serviceWorker in navigator'
    const ready = navigator.serviceWorker.ready.then((registration) => registration.active?.state ?? 'no active worker')
    const late = new Promise<string>((resolve) => setTimeout(() => resolve(`no service worker became ready in ${timeout} ms`), timeout))
    return Promise.race([ready, late])
  }, WAIT_MS)
  if (activated !== 'activated' && activated !== 'activating') throw new Error(`Service worker: ${activated}`)
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (!controlled) {
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WAIT_MS })
  }
}
