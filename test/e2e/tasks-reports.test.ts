import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, waitForPath, WAIT_MS } from './support/browser'
import { downloadedBytes } from './support/download'

/** A seeded region with active referrals (its option's text is the customer's full name): the report's filter. */
const REGION = 'San Juan'
const REPORT_TITLE = 'Estudiantes activos (detalle)'
/** A run is made by the pg-boss worker (server/report-runs/runner.ts), which polls every second. */
const RUN_MS = 25_000

/** The task pages (issue 16): the hub's cards with their counts, and the report catalogue. */
describe('tasks hub and reports', () => {
  const b = useBrowser()

  it('staff ask for the active students xlsx of one region, watch it being made, and download it', async () => {
    const { page, a11y } = b
    await signIn(page, STAFF)
    await page.goto('/tasks/reports')
    await pageHeading(page).getByText('Informes').waitFor()
    const list = page.getByRole('list', { name: 'Mis informes' })
    await list.or(page.getByText('Todavía no ha generado informes.')).waitFor({ timeout: WAIT_MS })
    // Runs of an earlier attempt (or another test) stay listed; the newest, first, is this one's.
    const runs = page.getByTestId('report-run')
    const before = await runs.count()

    const card = page.getByTestId('report-active-students')
    const regionSelect = card.getByLabel('Región')
    const region = (await regionSelect.locator('option', { hasText: REGION }).textContent({ timeout: WAIT_MS }))!
    await regionSelect.selectOption({ label: region })
    await a11y.check()
    await card.getByRole('button', { name: `Generar ${REPORT_TITLE}` }).click()
    await page.getByText('El informe se está generando; aparecerá en Mis informes.').waitFor({ timeout: WAIT_MS })
    await expect.poll(() => runs.count(), { timeout: WAIT_MS, message: 'the new run listed' }).toBe(before + 1)
    const run = runs.first()
    await run.getByText(REPORT_TITLE).waitFor()

    // The list is read again every second while the run is made: its progress, then "Listo".
    // The worker may already be done when the list first shows the run, so the progress is
    // checked when seen, and the statuses seen are recorded.
    const seen: string[] = []
    await expect
      .poll(
        async () => {
          const status = (await run.getByText(/^(En espera|Generando|Listo|Falló)$/).first().textContent()) ?? ''
          if (seen.at(-1) !== status) seen.push(status)
          if (status === 'En espera' || status === 'Generando') {
            expect(await run.getByText(/^Progreso: \d+ %$/).textContent()).toBeTruthy()
            expect(await run.getByRole('progressbar').count()).toBe(1)
          }
          return status
        },
        { timeout: RUN_MS, interval: 250, message: 'the run finished' },
      )
      .toBe('Listo')
    expect(seen.at(-1)).toBe('Listo')
    expect(seen).not.toContain('Falló')
    expect(await run.getByRole('progressbar').count()).toBe(0)
    const rowCount = Number(/(\d+) filas/.exec((await run.getByText(/\d+ filas/).textContent()) ?? '')?.[1])
    expect(rowCount).toBeGreaterThan(0)
    await a11y.check()

    const download = page.waitForEvent('download')
    await run.getByRole('button', { name: `Descargar ${REPORT_TITLE}` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('estudiantes-activos.xlsx')
    const bytes = await downloadedBytes(file)
    // An xlsx is a zip: it starts with the zip's "PK".
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')

    // The filter reached the file: every row is of the region chosen, as many as the list said.
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(new Uint8Array(bytes).buffer)
    const sheet = workbook.getWorksheet('Estudiantes activos')!
    const regions: string[] = []
    sheet.eachRow((row, number) => {
      if (number > 1) regions.push(String(row.getCell(4).value))
    })
    expect(regions.length).toBe(rowCount)
    expect(new Set(regions)).toEqual(new Set([region]))
  })

  it('staff see the hub’s cards with counts, and each card opens its area', async () => {
    const { page, a11y } = b
    await signIn(page, STAFF)
    await page.goto('/tasks')
    await pageHeading(page).getByText('Tareas').waitFor()
    const cards = page.getByRole('list', { name: 'Tareas pendientes' })
    await cards.waitFor({ timeout: WAIT_MS })
    // The administrator reaches every queue, and may import; the import card is an action, without a count.
    for (const key of ['documents', 'contracts', 'compensatory', 'reports']) {
      expect(await cards.getByTestId(`task-card-${key}`).getByTestId('task-count').textContent(), `count of ${key}`).toMatch(/^\d+$/)
    }
    expect(await cards.getByTestId('task-card-import').getByTestId('task-count').count()).toBe(0)
    await page.getByRole('heading', { name: 'Formularios por firmar' }).waitFor()
    await a11y.check()

    // The reports card counts the person's finished runs: as many as "Mis informes" lists as ready.
    const ready = Number(await cards.getByTestId('task-card-reports').getByTestId('task-count').textContent())
    await cards.getByRole('link', { name: 'Informes listos' }).click()
    await waitForPath(page, '/tasks/reports')
    await pageHeading(page).getByText('Informes').waitFor()
    const runs = page.getByRole('list', { name: 'Mis informes' }).or(page.getByText('Todavía no ha generado informes.'))
    await runs.waitFor({ timeout: WAIT_MS })
    expect(await page.getByTestId('report-run').filter({ hasText: 'Listo' }).count()).toBe(Math.min(ready, 20))

    await page.goto('/tasks')
    await cards.getByRole('link', { name: 'Documentos por revisar' }).click({ timeout: WAIT_MS })
    await waitForPath(page, '/tasks/documents-inbox')
    await pageHeading(page).getByText('Bandeja de documentos').waitFor()
    await a11y.check()
  })
})
