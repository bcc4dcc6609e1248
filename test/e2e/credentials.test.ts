import { describe, expect, it } from 'vitest'
import { pageHeading, PROVIDER, signIn, STAFF, useBrowser, waitForPath } from './support/browser'

/** Providers, specialties, licences and their files, in the office console and the provider's profile. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1')

describe('credentials', () => {
  const b = useBrowser()

  it('staff see expired and expiring licences of active providers, most urgent first, and open the provider', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/providers/license-alerts')
    const table = page.getByRole('table', { name: 'Alertas de licencias' })
    await table.waitFor()
    const rows = table.getByRole('row')
    const texts = (await rows.allTextContents()).slice(1)
    // The seed: José expired 12 days ago; Luis Alberto's telehealth licence expires in 9 days, Gloria's in 18.
    expect(texts[0]).toContain('José Ramírez Santiago')
    expect(texts[0]).toContain('Vencida hace 12 días')
    const luis = texts.findIndex((text) => text.includes('Luis Alberto Ortiz Cruz'))
    const gloria = texts.findIndex((text) => text.includes('Gloria Figueroa Pagán'))
    expect(texts[luis]).toContain('Licencia de ciberterapia')
    expect(texts[luis]).toContain('Vence en 9 días')
    expect(texts[gloria]).toContain('Vence en 18 días')
    expect(luis).toBeLessThan(gloria)
    // The inactive provider's expired licence is left out.
    expect(texts.join('\n')).not.toContain('Nilda Cruz Maldonado')

    await table.getByRole('link', { name: 'José Ramírez Santiago' }).click()
    await pageHeading(page).filter({ hasText: 'José Ramírez Santiago' }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/providers\/\d+$/)
    await page.getByRole('table', { name: 'Especialidades' }).getByText('Terapia física').waitFor()
  })

  it('staff attach a licence to a specialty, and download it', async () => {
    const { page } = b
    // A name of its own per attempt: a retry must not meet the file the first attempt attached.
    const filename = `licencia-gloria-${Date.now().toString(36)}.pdf`
    await signIn(page, STAFF)
    await page.goto('/providers')
    await page.getByRole('link', { name: 'Gloria Figueroa Pagán' }).click()
    await page.getByRole('button', { name: 'Editar Terapia del habla y lenguaje' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Descripción del archivo').selectOption('Licencia de la Especialidad')
    await dialog.getByLabel('Archivo para adjuntar').setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: PDF })
    await dialog.getByText(filename).waitFor()
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Especialidad guardada', { exact: true }).waitFor()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Editar Terapia del habla y lenguaje' }).click()
    const reopened = page.getByRole('dialog')
    const download = page.waitForEvent('download')
    await reopened.getByRole('button', { name: filename, exact: true }).click()
    expect((await download).suggestedFilename()).toBe(filename)
  })

  it('staff add a specialty to a provider and delete it after a warning', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/providers')
    await page.getByRole('link', { name: 'Nilda Cruz Maldonado' }).click()
    await page.getByRole('table', { name: 'Especialidades' }).waitFor()
    await page.getByRole('button', { name: 'Agregar especialidad' }).click()
    const dialog = page.getByRole('dialog')
    const save = dialog.getByRole('button', { name: 'Guardar' })
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByLabel(/^Especialidad\s*\*?$/).selectOption('Terapia ocupacional')
    await dialog.getByLabel(/^Tipo de licencia\s*\*?$/).selectOption('Licencia provisional')
    await dialog.getByLabel(/^Número de licencia\s*\*?$/).fill('TO-77777')
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByLabel(/^Expiración de la licencia\s*\*?$/).fill('2030-01-31')
    await save.click()
    await page.getByText('Especialidad guardada', { exact: true }).waitFor()
    const table = page.getByRole('table', { name: 'Especialidades' })
    await table.getByText('TO-77777').waitFor()

    await page.getByRole('button', { name: 'Editar Terapia ocupacional' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click()
    const warning = page.getByRole('alertdialog')
    await warning.getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?').waitFor()
    expect(await warning.getByText('Advertencia').isVisible()).toBe(true)
    await warning.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('Especialidad eliminada', { exact: true }).waitFor()
    await table.getByText('TO-77777').waitFor({ state: 'detached' })
  })

  it("a provider sees their own profile and specialties, with licences read-only", async () => {
    const { page } = b
    await signIn(page, PROVIDER)
    await page.goto('/provider/config/profile')
    await waitForPath(page, '/provider/config/profile')
    await pageHeading(page).filter({ hasText: 'Mi perfil' }).waitFor()
    const table = page.getByRole('table', { name: 'Especialidades' })
    await table.getByText('Patología del habla y lenguaje').waitFor()
    expect(await table.getByRole('row').count()).toBe(3)
    expect(await page.getByRole('button', { name: 'Agregar especialidad' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Editar Patología del habla y lenguaje' }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByLabel(/^Número de licencia\s*\*?$/).getAttribute('readonly')).not.toBeNull()
    expect(await dialog.getByRole('button', { name: 'Eliminar' }).count()).toBe(0)
  })

  it('a provider cannot open the office screens', async () => {
    const { page } = b
    await signIn(page, PROVIDER)
    await page.goto('/providers/license-alerts')
    await waitForPath(page, '/')
  })
})
