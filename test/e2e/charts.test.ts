import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/**
 * Every chart of the report screens draws (issue 23 item 2): recharts 3 renders an empty wrapper,
 * no SVG, when it cannot measure its box, and the tables beside the charts still looked right. So
 * each chart's drawn marks — the bars' paths — are counted, not only the wrapper's presence.
 */
const SCREENS = [
  { path: '/billing/reports', title: 'Informes de facturación', charts: 5 },
  { path: '/finance/reports', title: 'Informes de finanzas', charts: 4 },
] as const

/** Per chart on the screen (in order): its section's name, whether an SVG is drawn, and its bars. */
function drawnMarks(page: Page) {
  return page.getByTestId('chart').evaluateAll((charts) =>
    charts.map((chart) => ({
      title: chart.closest('section')?.getAttribute('aria-label') ?? '',
      svg: chart.querySelector('svg.recharts-surface') !== null,
      // A bar with a value is a path with a shape; a bar of 0 has no `d` worth drawing.
      bars: [...chart.querySelectorAll('.recharts-bar-rectangle path')].filter((path) => (path.getAttribute('d') ?? '').length > 0).length,
    })),
  )
}

describe('report charts', () => {
  const b = useBrowser()

  for (const screen of SCREENS) {
    it(`${screen.path}: each of its ${screen.charts} charts draws its bars`, async () => {
      const { page, a11y } = b
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, STAFF)
      await page.goto(screen.path)
      await pageHeading(page).filter({ hasText: screen.title }).waitFor()
      await expect.poll(async () => (await drawnMarks(page)).length, { timeout: WAIT_MS }).toBe(screen.charts)
      await expect
        .poll(async () => (await drawnMarks(page)).filter((chart) => chart.svg && chart.bars > 0).length, { timeout: WAIT_MS, message: JSON.stringify(await drawnMarks(page)) })
        .toBe(screen.charts)
      await page.screenshot({ path: `.tmp/charts${screen.path.replaceAll('/', '-')}.png`, fullPage: true })
      await a11y.check()
    })
  }
})
