import { describe, expect, it } from 'vitest'
import { signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** The downloads file manager (issue 16 item 3): create, upload, rename, move and delete under Recursos. */
describe('downloads file manager', () => {
  const b = useBrowser()

  it('staff create a folder, upload two files into it, rename one, move it, and delete the folder after the warning', async () => {
    const { page, a11y } = b
    // Names of their own per attempt: a retry must not meet the first attempt's moved file in Guías.
    const stamp = Date.now().toString(36)
    const folder = `Prueba e2e ${stamp}`
    const renamed = `Acta ${stamp}.txt`
    await signIn(page, STAFF)
    await page.goto('/downloads')
    const table = page.getByRole('table', { name: 'Contenido de la carpeta' })
    await table.getByText('Bienvenida.txt').waitFor({ timeout: WAIT_MS })
    await a11y.check()

    await page.getByRole('button', { name: 'Nueva carpeta' }).click()
    const create = page.getByRole('dialog', { name: 'Nueva carpeta' })
    await create.getByLabel('Nombre de la carpeta').fill(folder)
    await create.getByRole('button', { name: 'Crear' }).click()
    await page.getByRole('button', { name: `Abrir carpeta ${folder}` }).click({ timeout: WAIT_MS })
    await page.getByText('Esta carpeta está vacía.').waitFor({ timeout: WAIT_MS })

    await page.getByLabel('Archivos para subir').setInputFiles([
      { name: 'acta.txt', mimeType: 'text/plain', buffer: Buffer.from('acta de reunión') },
      { name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
    ])
    await table.getByText('lista.csv').waitFor({ timeout: WAIT_MS })

    await page.getByRole('button', { name: 'Renombrar acta.txt' }).click()
    const rename = page.getByRole('dialog', { name: 'Renombrar "acta.txt"' })
    await rename.getByLabel('Nuevo nombre').fill(renamed)
    await rename.getByRole('button', { name: 'Renombrar' }).click()
    await table.getByText(renamed).waitFor({ timeout: WAIT_MS })

    await page.getByRole('button', { name: `Mover ${renamed}` }).click()
    const move = page.getByRole('dialog', { name: `Mover "${renamed}"` })
    await move.getByLabel('Carpeta de destino').selectOption({ label: 'Recursos / Guías' })
    await move.getByRole('button', { name: 'Mover' }).click()
    await expect.poll(() => table.getByText(renamed).count(), { timeout: WAIT_MS }).toBe(0)
    await page.getByRole('navigation', { name: 'Carpetas' }).getByRole('button', { name: 'Guías' }).click()
    await table.getByText(renamed).waitFor({ timeout: WAIT_MS })

    await page.getByRole('navigation', { name: 'Ruta de la carpeta' }).getByRole('button', { name: 'Recursos' }).click()
    await page.getByRole('button', { name: `Eliminar ${folder}` }).click({ timeout: WAIT_MS })
    const confirm = page.getByRole('alertdialog', { name: 'Advertencia' })
    await confirm.getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?').waitFor({ timeout: WAIT_MS })
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await expect.poll(() => page.getByRole('button', { name: `Abrir carpeta ${folder}` }).count(), { timeout: WAIT_MS }).toBe(0)
    await a11y.check()
  })
})
