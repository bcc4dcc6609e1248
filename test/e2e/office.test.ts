import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** The office console: students, locations and the active-students import (issue 10). */
const REGION = 'region@example.com'
// The seed's first student (SIE 40000000) attends a school of ORE Bayamón; the sixth (40039595) one of ORE San Juan.
const BAYAMON_SIE = '40000000'
const SAN_JUAN_SIE = '40039595'

describe('office console', () => {
  const b = useBrowser()

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

    await page.goto(`/students?q=${BAYAMON_SIE}`)
    await page.getByText('Ningún estudiante coincide con la búsqueda.').waitFor()
    // A student of another district answers exactly like a missing one.
    await page.goto('/students/1')
    await page.getByText('No se encontró lo que busca.').waitFor()
  })
})
