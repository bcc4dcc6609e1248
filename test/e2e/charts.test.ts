import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/**
 * Every chart of the report screens draws (issue 23 item 2): recharts 3 renders an empty wrapper,
 * no SVG, when it cannot measure its box, and the tables beside the charts still looked right. So
 * each chart's drawn marks — the bars' paths — are counted, not only the wrapper's presence.
 */
const SCREENS = [
  // The seed has figures for every billing chart; its current year has bills by status and by
  // specialty but no payment processed yet, so some finance charts draw only their axes.
  { path: '/billing/reports', title: 'Informes de facturación', charts: 5, drawn: 5 },
  { path: '/finance/reports', title: 'Informes de finanzas', charts: 4, drawn: 1 },
] as const

/**
 * Per chart on the screen (in order): its section's name, whether its SVG is drawn with axes, its
 * bars, and whether the table beside it holds any figure above 0 (cells after each row's label).
 */
function drawnMarks(page: Page) {
  return page.getByTestId('chart').evaluateAll((charts) =>
    charts.map((chart) => {
      const section = chart.closest('section')
      const figures = [...(section?.querySelectorAll('tbody tr') ?? [])].some((row) =>
        [...row.querySelectorAll('td')].slice(1).some((cell) => Number((cell.textContent ?? '').replace(/[^0-9.]/g, '')) > 0),
      )
      return {
        title: section?.getAttribute('aria-label') ?? '',
        svg: chart.querySelector('svg.recharts-surface') !== null,
        axes: chart.querySelectorAll('.recharts-cartesian-axis').length,
        // A bar with a value is a path with a shape.
        bars: [...chart.querySelectorAll('.recharts-bar-rectangle path')].filter((path) => (path.getAttribute('d') ?? '').length > 0).length,
        figures,
      }
    }),
  )
}

describe('report charts', () => {
  const b = useBrowser()

  for (const screen of SCREENS) {
    it(`${screen.path}: each of its ${screen.charts} charts draws its axes and the figures of its table as bars`, async () => {
      const { page, a11y } = b
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, STAFF)
      await page.goto(screen.path)
      await pageHeading(page).filter({ hasText: screen.title }).waitFor()
      await expect.poll(async () => (await drawnMarks(page)).length, { timeout: WAIT_MS }).toBe(screen.charts)
      // Every chart draws its axes; every chart whose table has figures draws them as bars.
      await expect
        .poll(async () => (await drawnMarks(page)).filter((chart) => chart.svg && chart.axes >= 2 && (!chart.figures || chart.bars > 0)).length, { timeout: WAIT_MS })
        .toBe(screen.charts)
      const charts = await drawnMarks(page)
      expect(charts.filter((chart) => chart.bars > 0).length, JSON.stringify(charts)).toBeGreaterThanOrEqual(screen.drawn)
      await page.screenshot({ path: `.tmp/charts${screen.path.replaceAll('/', '-')}.png`, fullPage: true })
      await a11y.check()
    })
  }
})
