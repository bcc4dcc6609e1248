import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, signOut, STAFF, useBrowser, WAIT_MS } from './support/browser'

/** Users and roles (issue 16): an account made at /config/users reaches only what its role allows. */
describe('users and roles', () => {
  const b = useBrowser()

  it('an administrator creates a user with a role for one region, and that user sees only that region’s students', async () => {
    const { page } = b
    await signIn(page, STAFF)
    await page.goto('/config')
    await page.getByRole('link', { name: 'Usuarios y roles' }).click()
    await page.getByRole('table', { name: 'Usuarios' }).getByRole('link').first().waitFor({ timeout: WAIT_MS })

    // An address of its own on every run (a retry must not meet the account the first try created).
    const email = `bayamon.${Date.now()}@example.com`
    const password = 'manglar-azul-2026'
    await page.getByRole('button', { name: 'Nuevo usuario' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' })
    await dialog.getByLabel('Nombre').fill('Carmen')
    await dialog.getByLabel('Apellidos').fill('Bayamón Prueba')
    await dialog.getByLabel('Correo electrónico').fill(email)
    await dialog.getByLabel('Contraseña inicial').fill(password)
    await dialog.getByLabel('Repita la contraseña').fill(password)
    await dialog.getByRole('button', { name: 'Crear usuario' }).click()
    await pageHeading(page).filter({ hasText: 'Carmen Bayamón Prueba' }).waitFor({ timeout: WAIT_MS })

    await page.getByRole('button', { name: 'Agregar rol' }).click()
    const roleDialog = page.getByRole('dialog', { name: 'Agregar rol' })
    await roleDialog.getByLabel(/^Rol/).selectOption({ label: 'Consulta — Solo lectura de estudiantes, referidos y ubicaciones' })
    await roleDialog.getByLabel(/^Alcance/).selectOption({ label: 'ORE Bayamón' })
    await roleDialog.getByRole('button', { name: 'Agregar rol' }).click()
    const roles = page.getByRole('list', { name: 'Roles de la cuenta' })
    await roles.getByText('ORE Bayamón').waitFor({ timeout: WAIT_MS })

    await signOut(page)
    await signIn(page, email, password)
    await page.goto('/students')
    const table = page.getByRole('table', { name: 'Estudiantes' })
    await table.getByRole('link').first().waitFor({ timeout: WAIT_MS })
    const regions = await table.locator('tbody tr td:nth-child(5)').allTextContents()
    expect(regions.length).toBeGreaterThan(0)
    expect(new Set(regions)).toEqual(new Set(['ORE Bayamón']))
    // Without users.manage the configuration hub offers only the person's own things.
    await page.goto('/config')
    await page.getByRole('link', { name: 'Mi perfil' }).waitFor({ timeout: WAIT_MS })
    expect(await page.getByRole('link', { name: 'Usuarios y roles' }).count()).toBe(0)
  })
})
