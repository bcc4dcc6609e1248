import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, signOut, useBrowser } from './support/browser'
import { REPO_ROOT } from './support/server'

/**
 * Issue 23 item 5: every screen is reachable by following links. Each demo account starts at its
 * home and follows every link the app draws (navigation, cards, rows, buttons), opening each kind
 * of screen once (the route's template, e.g. /providers/$providerId). What it reaches must open for
 * it (no link leads to a refusal), and together the accounts reach every screen of the route table
 * but the few entered from outside the app (below, with why).
 */

/** Screens nobody reaches by a link inside the app, and why. */
const ENTERED_FROM_OUTSIDE: Record<string, string> = {
  '/login': 'the signed-out entry',
  '/guest/intervention-plans/{-$uuid}': 'a guest opens the link sent to her',
  '/guest/service-forms/{-$uuid}': 'a guest opens the link sent to her',
}

/** Accounts crawled at once (see the test). */
const CRAWL_LANES = 3

const ACCOUNTS = [
  'oficina@example.com',
  'facturacion@example.com',
  'finanzas@example.com',
  'coordinacion@example.com',
  'region@example.com',
  'terapeuta@example.com',
  'supervisor@example.com',
] as const

/** The route table's full paths, read from the generated tree (the test does not load the app's code). */
function routeTemplates(): string[] {
  const source = readFileSync(path.join(REPO_ROOT, 'src/app/route-tree.gen.ts'), 'utf8')
  const block = source.slice(source.indexOf('export interface FileRoutesByFullPath {'))
  // The interface ends at the first unindented brace (keys such as /{-$logId} hold braces too).
  const body = block.slice(0, block.indexOf('\n}'))
  const keys = [...body.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1] ?? '')
  // A layout with screens below it and no index of its own (/provider, /support) is not a screen.
  const layoutOnly = (key: string) => !key.endsWith('/') && !keys.includes(`${key}/`) && keys.some((other) => other.startsWith(`${key}/`))
  return [...new Set(keys.filter((key) => !layoutOnly(key)).map((key) => key.replace(/\/$/, '') || '/'))]
}

/** A template as a pattern: `$param` is one segment, `{-$param}` an optional one. */
function patternOf(template: string): RegExp {
  const segments = template.split('/').filter(Boolean)
  const source = segments.map((segment) => (segment.startsWith('{-$') ? '(?:/[^/]+)?' : segment.startsWith('$') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('')
  return new RegExp(`^${source || '/'}/?$`)
}

const TEMPLATES = routeTemplates()
/** Literal segments before parameters: /providers/license-alerts is not /providers/$providerId. */
const BY_SPECIFICITY = [...TEMPLATES].sort((a, b) => (b.match(/\$/g)?.length ?? 0) < (a.match(/\$/g)?.length ?? 0) ? 1 : -1)

function templateOf(pathname: string): string | undefined {
  return BY_SPECIFICITY.find((template) => patternOf(template).test(pathname))
}

/** Waits until the screen has its title and nothing loads any more (its links are drawn). */
async function settled(page: Page): Promise<void> {
  await pageHeading(page).first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[data-loading], [aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined)
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
}

const REFUSALS = /No tiene acceso a esta sección|Este módulo no está activo|Página no encontrada/

/** Follows every in-app link from the account's home, once per template; answers the templates reached. */
async function crawl(page: Page, account: string): Promise<{ reached: Map<string, string>; refused: string[] }> {
  await signIn(page, account)
  const reached = new Map<string, string>()
  const refused: string[] = []
  const queue = [new URL(page.url()).pathname]
  while (queue.length > 0) {
    const pathname = queue.shift()!
    const template = templateOf(pathname)
    if (!template || reached.has(template)) continue
    await page.goto(pathname)
    const landed = new URL(page.url()).pathname
    await settled(page)
    const main = (await page.locator('main').first().textContent()) ?? ''
    if (templateOf(landed) !== template || REFUSALS.test(main)) {
      refused.push(`${pathname} → ${landed}`)
      continue
    }
    reached.set(template, pathname)
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      const next = new URL(href, 'http://app').pathname
      const nextTemplate = templateOf(next)
      if (nextTemplate && !reached.has(nextTemplate) && !queue.some((queued) => templateOf(queued) === nextTemplate)) queue.push(next)
    }
  }
  return { reached, refused }
}

/** Screens the issue found nobody could reach, and an account that must reach each by links. */
const ONCE_UNREACHABLE: Record<string, string> = {
  '/billing/provider-location-logs': 'facturacion@example.com',
  '/support/provider/register-visits': 'facturacion@example.com',
  '/finance/reports': 'finanzas@example.com',
  '/providers/$providerId/legacy-payments': 'finanzas@example.com',
}

describe('every screen is reachable from the navigation', () => {
  const b = useBrowser()

  it('each account follows links to screens that open for it, and together they reach every screen but those entered from outside', async () => {
    const reachedBy = new Map<string, Set<string>>()
    const refusals: string[] = []
    // REACHABILITY_ACCOUNT=… crawls one account (to look into what it reaches).
    const accounts = ACCOUNTS.filter((candidate) => !process.env.REACHABILITY_ACCOUNT || candidate === process.env.REACHABILITY_ACCOUNT)
    // A crawl mostly waits (for answers, for the screen to settle, for axe): a few accounts crawl
    // at once, each lane in a page and context of its own held to the same checks (b.openPage).
    const lanes = await Promise.all(Array.from({ length: Math.min(CRAWL_LANES, accounts.length) }, (_, lane) => (lane === 0 ? b.page : b.openPage())))
    const waiting = [...accounts]
    await Promise.all(
      lanes.map(async (page) => {
        for (let account = waiting.shift(); account; account = waiting.shift()) {
          const { reached, refused } = await crawl(page, account)
          console.info(`[reachability] ${account}: ${reached.size} screens: ${[...reached.keys()].join(' ')}`)
          reachedBy.set(account, new Set(reached.keys()))
          refusals.push(...refused.map((link) => `${account}: ${link}`))
          await signOut(page)
        }
      }),
    )
    expect(refusals, 'links offered that lead to a refusal').toEqual([])
    for (const [template, account] of Object.entries(ONCE_UNREACHABLE)) expect(reachedBy.get(account)?.has(template), `${account} reaches ${template}`).toBe(true)
    const reachedByAnyone = new Set([...reachedBy.values()].flatMap((templates) => [...templates]))
    expect(TEMPLATES.filter((template) => !reachedByAnyone.has(template) && !(template in ENTERED_FROM_OUTSIDE))).toEqual([])
  }, 900_000)
})
