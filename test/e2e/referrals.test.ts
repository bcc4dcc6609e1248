import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'
import { downloadedBytes } from './support/download'

/** The office's referral screens (issue 11). */
// The seed's first student (SIE 40000000) attends a school of ORE Bayamón.
const STUDENT_SIE = '40000000'

describe('referrals in the office', () => {
  const b = useBrowser()
  /** Waits until axe has judged the screen as it stands, before a dialog opens over it (see office.test.ts). */
  const judged = () => expect.poll(() => b.a11y.checked.has(new URL(b.page.url()).pathname + new URL(b.page.url()).search), { timeout: WAIT_MS }).toBe(true)

  it('staff create a referral for a student, add a weekly schedule entry, print its label, and record and delete an event', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto(`/students?q=${STUDENT_SIE}`)
    await page.getByRole('table', { name: 'Estudiantes' }).getByRole('link').first().click()
    await page.getByRole('link', { name: 'Nuevo referido' }).waitFor({ timeout: WAIT_MS })
    const studentName = ((await pageHeading(page).textContent()) ?? '').trim()
    await page.getByRole('link', { name: 'Nuevo referido' }).click()
    await pageHeading(page).filter({ hasText: 'Nuevo referido de' }).waitFor({ timeout: WAIT_MS })
    const form = page.getByRole('form', { name: 'Nuevo referido' })
    await form.waitFor({ timeout: WAIT_MS })
    // axe judges the form as it opens (a save button busy mid-submit is disabled, not judged).
    await judged()
    // Its own number on every run (a retry must not meet the referral the first try created).
    const number = `2026-99-${String(Date.now() % 1_000_000).padStart(6, '0')}`
    await form.getByLabel(/^Número de referido/).fill(number)
    const service = form.getByLabel(/^Servicio/)
    await expect.poll(() => service.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await service.selectOption({ index: 1 })
    // The student's school, the current year and "Activo" come chosen; no provider is assigned
    // yet, so the new slot cannot clash with a provider's week, whatever day the test picks.
    await expect.poll(() => form.getByLabel(/^Escuela/).inputValue(), { timeout: WAIT_MS }).not.toBe('')
    await expect.poll(() => form.getByLabel(/^Año académico/).inputValue(), { timeout: WAIT_MS }).not.toBe('')
    await expect.poll(async () => (await form.getByLabel(/^Estado/).locator('option:checked').textContent()) ?? '', { timeout: WAIT_MS }).toBe('Activo')
    await form.getByLabel(/^Sesiones por semana/).fill('2')
    await form.getByLabel(/^Minutos por sesión/).fill('30')
    await form.getByRole('button', { name: 'Crear referido' }).click()

    await pageHeading(page).filter({ hasText: `Referido ${number}` }).waitFor({ timeout: WAIT_MS })
    await page.getByText('Este referido no tiene horario.').waitFor()
    await judged()
    await page.getByRole('button', { name: 'Agregar horario' }).click()
    const dialog = page.getByRole('dialog', { name: 'Agregar horario' })
    await dialog.getByLabel(/^Día/).selectOption({ label: 'Lunes' })
    const slot = dialog.getByLabel(/^Bloque de horario/)
    await expect.poll(() => slot.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await slot.selectOption({ index: 1 })
    const start = await dialog.getByLabel(/^Hora de inicio/).inputValue()
    expect(start).toMatch(/^\d{2}:\d{2}$/)
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click()
    await dialog.waitFor({ state: 'detached', timeout: WAIT_MS })
    const schedule = page.getByRole('table', { name: 'Horario semanal' })
    await schedule.getByRole('row').filter({ hasText: 'Lunes' }).filter({ hasText: start }).waitFor({ timeout: WAIT_MS })

    const download = page.waitForEvent('download')
    await page.getByRole('group', { name: 'Imprimir (PDF):' }).getByRole('button', { name: 'Rótulo' }).click()
    const pdf = await download
    expect(pdf.suggestedFilename()).toBe(`rotulo-${number}.pdf`)
    const { text } = await extractText(new Uint8Array(await downloadedBytes(pdf)), { mergePages: true })
    expect(text).toContain(number)
    // The label names no provider yet: none was assigned.
    expect(text.replace(/\s+/g, ' ')).toContain('Proveedor Sin asignar')

    // What happened on it: an event is recorded, opened, and deleted after the warning.
    await page.getByRole('link', { name: 'Registrar evento' }).click()
    const eventForm = page.getByRole('form', { name: 'Registrar evento' })
    const eventType = eventForm.getByLabel(/^Tipo de evento/)
    await expect.poll(() => eventType.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await judged()
    await eventType.selectOption({ index: 1 })
    await eventForm.getByLabel(/^Notas/).fill('Referido recibido de la escuela')
    await eventForm.getByRole('button', { name: 'Registrar evento' }).click()
    const event = page.getByRole('article', { name: /^Evento / })
    await event.waitFor({ timeout: WAIT_MS })
    await page.getByRole('table', { name: 'Eventos' }).getByText('Referido recibido de la escuela').waitFor()
    await judged()
    await event.getByRole('button', { name: 'Eliminar evento' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Advertencia' })
    await confirm.getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?').waitFor()
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('Este referido no tiene eventos.').waitFor({ timeout: WAIT_MS })
    expect(text.replace(/\s+/g, ' ')).toContain(studentName)
  })


  it('staff filter the referrals by status, share the filtered page as a link, and open one', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/referrals')
    const table = page.getByRole('table', { name: 'Referidos' })
    await table.getByRole('link').first().waitFor({ timeout: WAIT_MS })
    const status = page.getByRole('combobox', { name: 'Estado' })
    await expect.poll(() => status.locator('option').count(), { timeout: WAIT_MS }).toBeGreaterThan(1)
    await status.selectOption({ label: 'Activo' })
    await page.waitForURL((url) => url.searchParams.has('status_id'))
    // Every row of the filtered page is active (once the new page replaced the previous one),
    // and the address alone gives the same page.
    const statuses = async () => [...new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents())]
    await expect.poll(statuses, { timeout: WAIT_MS }).toEqual(['Activo'])
    await page.reload()
    await expect.poll(async () => (await status.locator('option:checked').textContent()) ?? '', { timeout: WAIT_MS }).toBe('Activo')
    await expect.poll(statuses, { timeout: WAIT_MS }).toEqual(['Activo'])

    const number = (await table.getByRole('link').first().textContent()) ?? ''
    await table.getByRole('link').first().click()
    await pageHeading(page).filter({ hasText: `Referido ${number}` }).waitFor({ timeout: WAIT_MS })
    await page.getByRole('heading', { name: 'Horario semanal' }).waitFor()
    await page.getByRole('heading', { name: 'Eventos' }).waitFor()
    // Back on the student's page, the referral is among hers.
    await page.getByRole('link', { name: 'Volver al estudiante' }).click()
    await page.getByRole('table', { name: 'Referidos del estudiante' }).getByRole('link', { name: number }).waitFor({ timeout: WAIT_MS })
  })
  it('staff see who is owed minutes and open a compensatory request from the ledger', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/tasks/compensatory-requests-monitor')
    const table = page.getByRole('table', { name: 'Minutos adeudados por estudiante y servicio' })
    const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Abrir solicitud' }) }).first()
    await row.waitFor({ timeout: WAIT_MS })
    const line = (await row.locator('td').nth(0).textContent()) + ' · ' + (await row.locator('td').nth(1).textContent())
    await row.getByRole('button', { name: 'Abrir solicitud' }).click()
    await page.getByText(/^Solicitud \d+ abierta por \d+ minutos\.$/).waitFor({ timeout: WAIT_MS })
    // The line's minutes are set aside now: it leaves the list of outstanding minutes or shows its request.
    const sameLine = table.locator('tbody tr').filter({ hasText: line.split(' · ')[0] }).filter({ hasText: line.split(' · ')[1] })
    await expect.poll(() => sameLine.getByRole('button', { name: 'Abrir solicitud' }).count(), { timeout: WAIT_MS }).toBe(0)
  })
  it("staff open a provider's week: her referrals' schedules by day and time slot, free slots marked", async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/providers')
    // The demo therapist (terapeuta@), whose seeded referrals have weekly schedules.
    await page.getByRole('table', { name: 'Proveedores' }).getByRole('link', { name: /Marisol Rivera Torres/ }).click()
    await page.getByRole('link', { name: 'Horario de servicios' }).click()
    const week = page.getByRole('table', { name: 'Semana de servicios' })
    await week.getByRole('columnheader', { name: 'Lunes' }).waitFor({ timeout: WAIT_MS })
    await week.getByRole('columnheader', { name: 'Viernes' }).waitFor()
    await expect.poll(() => week.getByText('Libre').count(), { timeout: WAIT_MS }).toBeGreaterThan(0)
    // Each day opens her schedule of that weekday, each slot what occupies it all week.
    await week.getByRole('link', { name: 'Lunes' }).click()
    const day = page.getByRole('table', { name: 'Horario del Lunes' })
    await day.waitFor({ timeout: WAIT_MS })
    await day.getByRole('link', { name: /\(\d\d:\d\d–\d\d:\d\d\)$/ }).first().click()
    const slot = page.getByRole('table', { name: 'Referidos en este bloque' })
    await slot.getByRole('link', { name: 'Viernes' }).waitFor({ timeout: WAIT_MS })
    await page.getByRole('link', { name: 'Volver a la semana' }).click()
    // Her referrals are in it, each opening its referral.
    await week.getByRole('link', { name: / · / }).first().click()
    await page.getByRole('heading', { name: 'Horario semanal' }).waitFor({ timeout: WAIT_MS })
  })
})
