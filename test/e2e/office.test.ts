import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'
import { downloadedBytes } from './support/download'

/** The office console: students, locations and the active-students import (issue 10). */
const REGION = 'region@example.com'
// The seed's first student (SIE 40000000) attends a school of ORE Bayamón; the sixth (40039595) one of ORE San Juan.
const BAYAMON_SIE = '40000000'
const SAN_JUAN_SIE = '40039595'
// The second student (seed): an active therapy referral, no academic years yet.
const SECOND_SIE = '40007919'

describe('office console', () => {
  const b = useBrowser()
  /**
   * Waits until axe has judged the screen as it stands, before a dialog opens over it: with a kit
   * dialog open, the page behind is aria-hidden yet keeps its focusable controls (axe:
   * aria-hidden-focus), which no other screen of the suite is judged in either.
   */
  const judged = () => expect.poll(() => b.a11y.checked.has(new URL(b.page.url()).pathname + new URL(b.page.url()).search), { timeout: WAIT_MS }).toBe(true)

  it('staff find a student by SIE number, edit the contact details, and open a location', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/students')
    await page.getByRole('searchbox', { name: 'Buscar estudiante' }).fill(BAYAMON_SIE)
    await page.getByRole('button', { name: 'Buscar' }).click()
    // The router writes a number-like text quoted (q="40000000") so that it reads back as text.
    await page.waitForURL((url) => (url.searchParams.get('q') ?? '').includes(BAYAMON_SIE))
    const table = page.getByRole('table', { name: 'Estudiantes' })
    await table.getByRole('cell', { name: BAYAMON_SIE, exact: true }).waitFor()
    expect(await table.getByRole('row').count()).toBe(2)
    await table.getByRole('link').first().click()
    await page.getByText(`Número SIE: ${BAYAMON_SIE}`).waitFor()

    const contact = page.getByRole('form', { name: 'Datos de contacto' })
    await contact.getByLabel('Teléfono del encargado').fill('787 555 0101')
    await contact.getByLabel('Código postal').fill('00961-1234')
    await contact.getByRole('button', { name: 'Guardar datos de contacto' }).click()
    await page.getByText('Datos de contacto guardados', { exact: true }).waitFor()
    await page.reload()
    // Normalised by the shared schema, stored by the server.
    await expect.poll(() => page.getByRole('form', { name: 'Datos de contacto' }).getByLabel('Teléfono del encargado').inputValue(), { timeout: WAIT_MS }).toBe('(787) 555-0101')
    expect(await page.getByRole('form', { name: 'Datos de contacto' }).getByLabel('Código postal').inputValue()).toBe('00961-1234')

    await page.goto('/locations?q=70235')
    await page.getByRole('table', { name: 'Localidades' }).getByRole('link', { name: 'Esc. Luis Muñoz Rivera' }).click()
    await pageHeading(page).filter({ hasText: 'Esc. Luis Muñoz Rivera' }).waitFor()
    expect(await page.getByLabel('Código de escuela').inputValue()).toBe('70235')
  })

  it('staff create a student and print the record, manage a service\'s academic years, and create a location', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/students')
    await judged()
    await page.getByRole('button', { name: 'Nuevo estudiante' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nuevo estudiante' })
    // A number of its own on every run (a retry must not meet the student the first try created).
    const sie = `49${String(Date.now() % 1_000_000).padStart(6, '0')}`
    await dialog.getByLabel('Número SIE').fill(sie)
    await dialog.getByLabel('Nombre').fill('Sofía')
    await dialog.getByLabel('Apellido paterno').fill('Ñeco')
    await dialog.getByLabel('Apellido materno').fill('Ibáñez')
    await dialog.getByLabel('Fecha de nacimiento').fill('05/14/2016')
    await dialog.getByLabel('Género').selectOption({ index: 1 })
    await dialog.getByLabel('Región').selectOption({ index: 1 })
    const ssn = dialog.getByLabel('Seguro social')
    expect(await ssn.getAttribute('type')).toBe('password')
    await ssn.fill('123456789')
    await dialog.getByRole('button', { name: 'Crear estudiante' }).click()
    await pageHeading(page).filter({ hasText: 'Sofía Ñeco Ibáñez' }).waitFor({ timeout: WAIT_MS })
    await page.getByText('Seguro social: ***-**-6789').waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Expediente (PDF)' }).click()
    const pdf = await download
    expect(pdf.suggestedFilename()).toBe(`expediente-${sie}-Sofía Ñeco Ibáñez.pdf`)
    const { text } = await extractText(new Uint8Array(await downloadedBytes(pdf)), { mergePages: true })
    expect(text.replace(/\s+/g, ' ')).toContain('Expediente del estudiante: Sofía Ñeco Ibáñez')
    expect(text).toContain(sie)

    await page.goto(`/students?q=${SECOND_SIE}`)
    await page.getByRole('table', { name: 'Estudiantes' }).getByRole('link').first().click()
    const service = page.getByRole('region', { name: 'Servicios' }).getByRole('article').first()
    await judged()
    await service.getByRole('button', { name: 'Agregar año académico' }).click()
    const yearDialog = page.getByRole('dialog')
    const yearSelect = yearDialog.getByLabel(/^Año académico/)
    await yearSelect.selectOption({ index: 1 })
    const yearName = (await yearSelect.locator('option:checked').textContent())!.trim()
    await yearDialog.getByLabel('Comentarios').fill('Elegible según el comité')
    await yearDialog.getByRole('button', { name: 'Guardar año académico' }).click()
    const years = service.getByRole('table')
    await years.getByRole('cell', { name: 'Elegible según el comité' }).waitFor({ timeout: WAIT_MS })
    expect(await years.getByRole('cell', { name: yearName, exact: true }).count()).toBe(1)

    await service.getByRole('button', { name: `Cambiar ${yearName}` }).click()
    await page.getByRole('dialog').getByLabel('Elegible').uncheck()
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar año académico' }).click()
    await years.getByRole('cell', { name: 'No', exact: true }).waitFor({ timeout: WAIT_MS })
    await page.reload()
    await page.getByRole('region', { name: 'Servicios' }).getByRole('article').first().getByRole('cell', { name: 'No', exact: true }).waitFor({ timeout: WAIT_MS })

    const reloaded = page.getByRole('region', { name: 'Servicios' }).getByRole('article').first()
    await reloaded.getByRole('button', { name: `Quitar ${yearName}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click()
    await reloaded.getByText('Sin años académicos.').waitFor({ timeout: WAIT_MS })

    await page.goto('/locations')
    await judged()
    await page.getByRole('button', { name: 'Nueva localidad' }).click()
    const place = page.getByRole('dialog', { name: 'Nueva localidad' })
    await place.getByLabel('Nombre').fill('Centro Terapéutico Añasco')
    await place.getByLabel('Tipo').selectOption({ index: 1 })
    await place.getByLabel('Municipio').selectOption({ index: 1 })
    await place.getByLabel('Teléfono').fill('7875550199')
    await place.getByRole('button', { name: 'Crear localidad' }).click()
    await pageHeading(page).filter({ hasText: 'Centro Terapéutico Añasco' }).waitFor({ timeout: WAIT_MS })
    expect(await page.getByLabel('Teléfono').inputValue()).toBe('(787) 555-0199')
  })

  it('staff import a small sheet with one bad row: preview, import, row-by-row report', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/tasks/import')
    const csv = ['SIE,Nombre,Apellido paterno,Apellido materno,Fecha de nacimiento,Código de escuela,Servicio,Grado', `${SAN_JUAN_SIE},Ana,Prueba,Import,03/09/2015,61507,,`, '1234,Luis,Malo,,03/09/2015,61507,,'].join('\n')
    await page.getByLabel('Archivo').setInputFiles({ name: 'activos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
    await page.getByRole('button', { name: 'Vista previa' }).click()
    const preview = page.getByRole('region', { name: 'Vista previa (no se ha cambiado nada)' })
    await preview.getByText('Rechazados: 1').waitFor({ timeout: WAIT_MS })
    await preview.getByRole('table', { name: 'Informe por fila' }).getByText('Número SIE inválido (8 dígitos)').waitFor()

    await page.getByRole('button', { name: 'Importar', exact: true }).click()
    const result = page.getByRole('region', { name: 'Resultado de la importación' })
    await result.getByText('Rechazados: 1').waitFor({ timeout: WAIT_MS })
    await result.getByText('Filas procesadas: 2 de 2').waitFor()
    const download = page.waitForEvent('download')
    await result.getByRole('button', { name: 'Descargar informe (xlsx)' }).click()
    expect((await download).suggestedFilename()).toMatch(/^importacion-\d+\.xlsx$/)
  })

  it('the customer-scoped account sees only its district', async () => {
    const { page } = b
    await signIn(page, REGION)
    await page.goto('/students')
    const table = page.getByRole('table', { name: 'Estudiantes' })
    await table.getByRole('link').first().waitFor()
    const regions = await table.locator('tbody tr td:nth-child(5)').allTextContents()
    expect(regions.length).toBeGreaterThan(0)
    expect(new Set(regions)).toEqual(new Set(['ORE San Juan']))
    // A read-only role is not offered what the server would refuse.
    expect(await page.getByRole('button', { name: 'Nuevo estudiante' }).count()).toBe(0)

    // The records of the page on screen, in one PDF: a page per student, all of its district.
    await page.goto('/students?page_size=5')
    await table.locator('tbody tr').nth(4).waitFor()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Expedientes de esta página (PDF)' }).click()
    const pdf = await download
    expect(pdf.suggestedFilename()).toBe('expedientes-pagina-1.pdf')
    const { totalPages, text } = await extractText(new Uint8Array(await downloadedBytes(pdf)), { mergePages: false })
    expect(totalPages).toBe(5)
    for (const pageText of text) expect(pageText.replace(/\s+/g, ' ')).toContain('Región ORE San Juan')
    await page.goto(`/students?q=${SAN_JUAN_SIE}`)
    await table.getByRole('link').first().click()
    // A student with a service, so the missing buttons are missing for the role, not for want of a service.
    await page.getByRole('region', { name: 'Servicios' }).getByRole('article').first().getByRole('heading').waitFor({ timeout: WAIT_MS })
    await page.getByRole('button', { name: 'Expediente (PDF)' }).waitFor()
    expect(await page.getByRole('button', { name: 'Guardar datos del estudiante' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Agregar año académico' }).count()).toBe(0)
    await page.goto('/locations')
    await page.getByRole('table', { name: 'Localidades' }).getByRole('link').first().waitFor()
    expect(await page.getByRole('button', { name: 'Nueva localidad' }).count()).toBe(0)

    await page.goto(`/students?q=${BAYAMON_SIE}`)
    await page.getByText('Ningún estudiante coincide con la búsqueda.').waitFor()
    // A student of another district answers exactly like a missing one.
    await page.goto('/students/1')
    await page.getByText('No se encontró lo que busca.').waitFor()
  })
})
