import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** The company's standard texts (/boilerplate, issue 16): categories, and a text's whole life. */
describe('standard texts', () => {
  const b = useBrowser()

  it('staff add a category and a text, find it, read it, edit it, and delete it after the warning', async () => {
    const { page, a11y } = b
    // Names of their own per attempt: a retry must not meet the first attempt's category or text.
    const stamp = Date.now().toString(36)
    const category = `Cartas e2e ${stamp}`
    const title = `Carta de bienvenida ${stamp}`
    const revised = `${title} (revisada)`
    const body = `Estimada familia:\nLe damos la bienvenida al servicio. (${stamp})`
    await signIn(page, STAFF)
    await page.goto('/boilerplate')
    await pageHeading(page).getByText('Textos estándar').waitFor()
    const table = page.getByRole('table', { name: 'Textos estándar' })
    await table.locator('tbody tr').first().waitFor({ timeout: WAIT_MS })
    await a11y.check()

    await page.getByRole('button', { name: 'Categorías' }).click()
    const categories = page.getByRole('dialog', { name: 'Categorías' })
    await categories.getByLabel('Nueva categoría').fill(category)
    await categories.getByRole('button', { name: 'Añadir' }).click()
    await categories.getByLabel(`Nombre de la categoría ${category}`).waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await categories.getByRole('button', { name: 'Cerrar' }).click()
    await categories.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Nuevo texto' }).click()
    const create = page.getByRole('dialog', { name: 'Nuevo texto' })
    await create.getByLabel('Título').fill(title)
    await create.getByLabel('Categoría').selectOption({ label: category })
    await create.getByRole('textbox', { name: 'Texto' }).fill(body)
    await a11y.check()
    await create.getByRole('button', { name: 'Crear texto' }).click()
    await create.waitFor({ state: 'hidden', timeout: WAIT_MS })

    await page.getByRole('searchbox', { name: 'Buscar texto' }).fill(stamp)
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: WAIT_MS }).toBe(stamp)
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: WAIT_MS, message: 'only the new text found' }).toBe(1)
    await table.getByRole('cell', { name: title, exact: true }).waitFor()
    await table.getByRole('cell', { name: category, exact: true }).waitFor()

    // Read from the row's menu: the dialog opens and stays open once the menu has gone.
    await table.getByRole('button', { name: `Acciones de ${title}` }).click()
    await page.getByRole('menuitem', { name: 'Leer y copiar' }).click()
    const read = page.getByRole('dialog', { name: title })
    await read.waitFor({ timeout: WAIT_MS })
    await page.getByRole('menu').waitFor({ state: 'hidden' })
    await page.waitForTimeout(500)
    expect(await read.isVisible(), 'the read dialog is still open after the menu closed').toBe(true)
    expect(await read.getByTestId('boilerplate-body').innerText()).toBe(body)
    await read.getByRole('button', { name: 'Copiar texto' }).waitFor()
    await a11y.check()
    await read.getByRole('button', { name: 'Cerrar' }).click()
    await read.waitFor({ state: 'hidden' })

    await table.getByRole('button', { name: `Acciones de ${title}` }).click()
    await page.getByRole('menuitem', { name: 'Editar' }).click()
    const edit = page.getByRole('dialog', { name: 'Editar texto' })
    await edit.getByLabel('Título').fill(revised)
    await edit.getByRole('button', { name: 'Guardar texto' }).click()
    await edit.waitFor({ state: 'hidden', timeout: WAIT_MS })
    await table.getByRole('cell', { name: revised, exact: true }).waitFor({ timeout: WAIT_MS })

    await table.getByRole('button', { name: `Acciones de ${revised}` }).click()
    await page.getByRole('menuitem', { name: 'Eliminar' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Advertencia' })
    await confirm.getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?').waitFor({ timeout: WAIT_MS })
    await a11y.check()
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('Ningún texto coincide con la búsqueda.').waitFor({ timeout: WAIT_MS })

    // The category, empty again, can go too: the seed's list is left as it was.
    await page.getByRole('button', { name: 'Categorías' }).click()
    await categories.getByRole('button', { name: `Eliminar la categoría ${category}` }).click()
    await page.getByRole('alertdialog', { name: 'Advertencia' }).getByRole('button', { name: 'Eliminar' }).click()
    await expect.poll(() => categories.getByLabel(`Nombre de la categoría ${category}`).count(), { timeout: WAIT_MS }).toBe(0)
  })
})
