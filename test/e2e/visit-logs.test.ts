import { describe, expect, it } from 'vitest'
import { companyToday } from '../../src/domain/rules/company-time'
import { visitLogHtml, type LogSheet } from '../tools/render-visit-log'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

/**
 * A paper visit log uploaded, read by OCR, its proposed visits checked, one corrected and
 * confirmed, then claimed and marked processed, with its history (issue 14). The scan is rendered
 * in the test with known values — two of the provider's own students, and one time written
 * outside the 06:00–20:00 window, which the reading must flag for a person.
 */

const PROVIDER_NAME = 'Marisol Rivera Torres'
const OCR_WAIT_MS = 90_000

interface ReferralRow {
  student_id: number
  student_name: string
  sie_number: string
  location_id: number
  location_name: string
  status_name: string
}
interface Page<T> {
  items: T[]
}

/**
 * Where and when the test's log goes: a location of the provider with two active students, and
 * the latest month of an open billing period, already over, that has no log of hers there yet
 * (a retry, or another run on the same server, takes the month before).
 */
async function logTarget(baseUrl: string) {
  const token = await signInThroughApi(baseUrl, STAFF)
  const providers = await api<{ id: number; name: string }[]>(baseUrl, '/provider-location-visit-logs/providers', { token })
  const providerId = providers.find((row) => row.name === PROVIDER_NAME)!.id
  const referrals = (await api<Page<ReferralRow>>(baseUrl, `/referrals?provider_id=${providerId}&page_size=100`, { token })).items.filter((row) => row.status_name === 'Activo')
  const byLocation = new Map<number, ReferralRow[]>()
  for (const row of referrals) {
    const students = byLocation.get(row.location_id) ?? []
    if (!students.some((other) => other.student_id === row.student_id)) students.push(row)
    byLocation.set(row.location_id, students)
  }
  const students = [...byLocation.values()].find((rows) => rows.length >= 2)!
  const location = { id: students[0]!.location_id, name: students[0]!.location_name }

  const today = companyToday()
  const periods = (await api<Page<{ start_date: string; end_date: string; status: string }>>(baseUrl, '/service-visits/periods?status=open&sort=-start_date&page_size=100', { token })).items
  const logs = (await api<Page<{ year: number; month: number }>>(baseUrl, `/provider-location-visit-logs?provider_id=${providerId}&location_id=${location.id}&page_size=100`, { token })).items
  const taken = new Set(logs.map((log) => `${log.year}-${String(log.month).padStart(2, '0')}`))
  const month = periods.map((period) => period.start_date.slice(0, 7)).find((candidate, index) => periods[index]!.end_date < today && !taken.has(candidate))
  if (!month) throw new Error('No open past month without a log is left for the test')
  // Written as the app names them (first name and surname): the reading names them the same way.
  const named = async (row: ReferralRow) => {
    const student = await api<{ first_name: string; last_name: string }>(baseUrl, `/students/${row.student_id}`, { token })
    return { ...row, written_name: `${student.first_name} ${student.last_name}` }
  }
  return { token, providerId, location, month, students: [await named(students[0]!), await named(students[1]!)] as const }
}

describe('paper visit logs in the office', () => {
  const b = useBrowser()

  it('staff upload a scan, the OCR proposes its visits with a doubtful field flagged, they correct and confirm them, and mark the log processed', { timeout: 180_000 }, async () => {
    const { page, a11y } = b
    const target = await logTarget(b.baseUrl)
    const [year, month] = target.month.split('-')
    const { students: [first, second] } = target
    const written = [
      { date: `03/${month}/${year}`, time: '08:30', sie: first.sie_number, student: first.written_name },
      { date: `05/${month}/${year}`, time: '13:15', sie: second.sie_number, student: second.written_name },
      // Outside the 06:00–20:00 window: read, but flagged for a person.
      { date: `10/${month}/${year}`, time: '21:30', sie: first.sie_number, student: first.written_name },
    ]
    const monthWords = new Date(Date.UTC(Number(year), Number(month) - 1, 15)).toLocaleDateString('es', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    const sheet: LogSheet = { provider: PROVIDER_NAME, location: target.location.name, month: monthWords, rows: written }
    const renderer = await b.browser.newPage({ viewport: { width: 1240, height: 1754 } })
    await renderer.setContent(visitLogHtml(sheet))
    const scan = await renderer.locator('.content').screenshot({ type: 'png' })
    await renderer.close()

    await signIn(page, STAFF)
    await page.goto('/billing/provider-location-logs')
    const table = page.getByRole('table', { name: 'Registros de visitas' })
    await table.locator('tbody tr').first().waitFor({ timeout: WAIT_MS })
    await a11y.check()

    await page.getByRole('link', { name: 'Subir registro' }).click()
    await pageHeading(page).filter({ hasText: 'Subir registro de visitas' }).waitFor({ timeout: WAIT_MS })
    const form = page.getByRole('form', { name: 'Subir registro de visitas' })
    await form.getByLabel('Proveedor').selectOption({ label: PROVIDER_NAME })
    const location = form.getByLabel('Localidad')
    await expect.poll(() => location.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await location.selectOption({ label: target.location.name })
    await form.getByLabel('Mes').fill(target.month)
    await form.getByLabel('Archivo escaneado (imagen o PDF)').setInputFiles({ name: `registro-${target.month}.png`, mimeType: 'image/png', buffer: scan })
    await a11y.check()
    await form.getByRole('button', { name: 'Subir registro' }).click()

    // The detail: read the scan, with the job's progress shown until the proposal arrives.
    await page.getByRole('button', { name: 'Leer con OCR' }).click({ timeout: WAIT_MS })
    const logId = Number(/\/billing\/provider-location-logs\/(\d+)/.exec(page.url())![1])
    await page.getByRole('progressbar').first().waitFor({ timeout: WAIT_MS })
    const proposed = page.getByRole('table', { name: 'Visitas propuestas por OCR' })
    await proposed.waitFor({ timeout: OCR_WAIT_MS })
    expect(await page.getByRole('progressbar').count()).toBe(0)

    // Field by field against what the scan was rendered with.
    const rows = proposed.locator('tbody tr')
    expect(await rows.count()).toBe(written.length)
    for (const [index, row] of written.entries()) {
      const [day, mm, yyyy] = row.date.split('/')
      expect(await proposed.getByLabel(`Fecha ${index + 1}`).inputValue()).toBe(`${yyyy}-${mm}-${day}`)
      expect(await proposed.getByLabel(`Hora ${index + 1}`).inputValue()).toBe(row.time)
      expect(await proposed.getByLabel(`Número SIE ${index + 1}`).inputValue()).toBe(row.sie)
      // The student of that SIE number, named by the reading.
      expect(await rows.nth(index).textContent()).toContain(row.student)
    }
    // Only the doubtful time is flagged, by a word (not by colour alone).
    const doubtful = proposed.getByLabel('Hora 3')
    const note = page.locator(`[id="${await doubtful.getAttribute('aria-describedby')}"]`)
    expect(await note.textContent()).toContain('Revisar')
    expect(await rows.nth(0).getByText(/Revisar/).count()).toBe(0)
    expect(await rows.nth(1).getByText(/Revisar/).count()).toBe(0)
    await a11y.check()

    // Only the person who holds the log confirms: claim it, correct the time, confirm.
    const actions = page.getByRole('group', { name: 'Acciones del registro' })
    await actions.getByRole('button', { name: 'Reclamar' }).click({ timeout: WAIT_MS })
    const confirmVisits = page.getByRole('button', { name: 'Confirmar visitas' })
    await confirmVisits.waitFor({ timeout: WAIT_MS })
    await doubtful.fill('14:30')
    expect(await doubtful.getAttribute('aria-describedby')).toBeNull()
    await confirmVisits.click()
    await page.getByText('Visitas confirmadas: 3 en 3 sesiones.').waitFor({ timeout: WAIT_MS })

    // The visits exist on the server, as corrected, each under the log's note.
    const sessions = []
    for (const day of ['03', '05', '10']) {
      const onDay = await api<Page<{ date: string; time: string; location_id: number; notes: string; visits: { student_id: number }[] }>>(
        b.baseUrl,
        `/service-sessions?provider_id=${target.providerId}&date=${year}-${month}-${day}&page_size=100`,
        { token: target.token },
      )
      sessions.push(...onDay.items.filter((session) => session.notes === `Registro de visitas en papel #${logId} (OCR confirmado)`))
    }
    const made = sessions.map((session) => `${session.date} ${session.time.slice(0, 5)} ${session.location_id} ${session.visits.map((visit) => visit.student_id).join(',')}`).sort()
    expect(made).toEqual(
      [
        `${year}-${month}-03 08:30 ${target.location.id} ${first.student_id}`,
        `${year}-${month}-05 13:15 ${target.location.id} ${second.student_id}`,
        `${year}-${month}-10 14:30 ${target.location.id} ${first.student_id}`,
      ].sort(),
    )

    await actions.getByRole('button', { name: 'Marcar como procesado' }).click({ timeout: WAIT_MS })
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?').waitFor({ timeout: WAIT_MS })
    await confirm.getByLabel('Comentario (opcional)').fill('Visitas confirmadas en la prueba')
    await confirm.getByRole('button', { name: 'Continuar' }).click()
    await page.getByText('Procesado', { exact: true }).first().waitFor({ timeout: WAIT_MS })
    // create, ocr-upload, ocr-read, claim, ocr-confirm, mark-processed.
    await expect.poll(() => page.getByTestId('document-event').count(), { timeout: WAIT_MS }).toBe(6)
    expect(await page.getByTestId('document-event').last().textContent()).toContain('Visitas confirmadas en la prueba')
    expect(await actions.count()).toBe(0)
    await a11y.check()
  })
})
