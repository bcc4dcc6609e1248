import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/**
 * axe-core on every screen the browser suite visits. Each time the page's address changes (a load
 * or a client-side navigation) and the screen has settled (its h1 drawn, no further navigation for
 * a moment), axe runs in the page; once more on the screen a test ends on. Serious and critical
 * violations are collected per test and fail it (support/browser.ts), so a regression in contrast,
 * names or roles cannot land unnoticed. Moderate and minor findings are not the gate.
 *
 * axe is evaluated through the DevTools protocol, not a <script> tag, so the app's
 * Content-Security-Policy needs no exception for it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const SETTLE_MS = 500
const FAILING_IMPACTS = new Set(['serious', 'critical'])

export interface A11yViolation {
  path: string
  rule: string
  impact: string
  help: string
  targets: string[]
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>
}

export interface A11yWatch {
  /** Checks the screen now (a test may call it after opening a dialog). */
  check(): Promise<void>
  /** Checks the last screen if it was not yet, waits for running checks, and returns what failed. */
  finish(): Promise<A11yViolation[]>
  /** The addresses checked so far (for a test that wants to be sure a screen was looked at). */
  readonly checked: ReadonlySet<string>
}

export function watchAccessibility(page: Page): A11yWatch {
  const violations: A11yViolation[] = []
  const checked = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let chain: Promise<void> = Promise.resolve()
  let finished = false

  const addressOf = () => {
    const url = new URL(page.url())
    return url.pathname + url.search
  }

  async function run(force: boolean): Promise<void> {
    if (page.isClosed() || page.url() === 'about:blank') return
    const address = addressOf()
    if (!force && checked.has(address)) return
    try {
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 5_000 })
      await settle(page)
      if (addressOf() !== address) return
      // A string is evaluated by the DevTools protocol itself, outside the page's CSP (no eval there).
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
      let found = await failingViolations(page, address)
      // axe takes a while on a busy machine, and the test goes on meanwhile: a button that turned
      // disabled (faded) half-way through a run is judged with colours of neither state. What
      // fails is looked at once more after the screen settles; only what fails both times counts.
      if (found.length > 0) {
        await settle(page)
        if (addressOf() !== address) return
        const again = new Set((await failingViolations(page, address)).map(keyOf))
        found = found.filter((violation) => again.has(keyOf(violation)))
      }
      checked.add(address)
      violations.push(...found)
    } catch {
      // The page navigated, closed or went away mid-check: the next screen gets its own check.
    }
  }

  const enqueue = (force: boolean) => {
    chain = chain.then(() => run(force))
    return chain
  }

  page.on('framenavigated', (frame) => {
    if (finished || frame !== page.mainFrame()) return
    clearTimeout(timer)
    timer = setTimeout(() => void enqueue(false), SETTLE_MS)
  })

  return {
    check: () => enqueue(true),
    async finish() {
      finished = true
      clearTimeout(timer)
      await enqueue(false)
      return violations
    },
    checked,
  }
}

/**
 * A dialog fading out or a button faded while it works is not the screen's contrast: wait (briefly)
 * for finite animations to end and loading buttons to settle. Spinners loop forever.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.querySelector('[data-loading]') && document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined)
}

async function failingViolations(page: Page, path: string): Promise<A11yViolation[]> {
  const result = (await page.evaluate(() => {
    const scope = window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    return scope.axe.run(document, { resultTypes: ['violations'] })
  })) as AxeResult
  return result.violations
    .filter((violation) => violation.impact && FAILING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join(' ').trim()}` : ''}`),
    }))
}

/** A violation's rule and elements, without the measured figures that vary between runs. */
function keyOf(violation: A11yViolation): string {
  return `${violation.rule} ${violation.targets.map((target) => target.split(' — ')[0]).join(',')}`
}

/** One line per violation, for the failing test's message. */
export function describeViolations(violations: A11yViolation[]): string[] {
  return violations.map((violation) => `${violation.path} [${violation.impact}] ${violation.rule}: ${violation.help} → ${violation.targets.slice(0, 3).join(' | ')}`)
}
