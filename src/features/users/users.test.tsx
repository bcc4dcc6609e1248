import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { UserDetail } from '../../domain/users/types'

const SELECTOR = {
  roles: [
    { id: 1, name: 'Administrador', description: 'Acceso completo' },
    { id: 5, name: 'Consulta', description: 'Solo lectura' },
  ],
  customers: [
    { id: 2, name: 'ORE San Juan' },
    { id: 3, name: 'ORE Bayamón' },
  ],
}

const account = (overrides: Partial<UserDetail> = {}): UserDetail => ({
  id: 5,
  email: 'region@example.com',
  first_name: 'Rosa',
  last_name: 'Vega',
  name: 'Rosa Vega',
  provider_id: null,
  is_active: true,
  created_at: '2026-01-10T12:00:00.000Z',
  roles: [
    { role_id: 5, name: 'Consulta', customer_id: 2, customer_name: 'ORE San Juan' },
    { role_id: 1, name: 'Administrador', customer_id: null, customer_name: null },
  ],
  ...overrides,
})

async function signInAsAdministrator() {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
}

function serveUsers() {
  const api = fakeApi()
  api.on('GET /customers', { body: SELECTOR.customers.map((customer) => ({ ...customer, short_name: customer.name, region: customer.name })) })
  api.on(`GET /users/${staffUser.id}/roles-selector-data`, { body: SELECTOR })
  api.on('GET /users/5/roles-selector-data', { body: SELECTOR })
  api.on('GET /users', { body: { items: [account(), account({ id: 6, name: 'Luis Pérez', first_name: 'Luis', last_name: 'Pérez', email: 'luis@example.com', is_active: false, roles: [] })], total: 2 } })
  return api
}

describe('/config/users', () => {
  it('lists accounts with their roles and state, and keeps search and filters in the address', async () => {
    await signInAsAdministrator()
    const api = serveUsers()
    const { router } = renderApp('/config/users?role_id=5&active=true')
    const table = await screen.findByRole('table', { name: 'Usuarios' }, { timeout: 5000 })
    const row = (await within(table).findByRole('link', { name: 'Rosa Vega' })).closest('tr')!
    expect(within(row).getByText('Consulta (ORE San Juan); Administrador')).toBeDefined()
    expect(within(table).getByText('Inactivo')).toBeDefined()
    const sent = api.calls.find((call) => call.path === '/users')!
    expect(Object.fromEntries(sent.search)).toEqual({ role_id: '5', active: 'true' })
    // The role filter's choices come from the roles selector.
    await waitFor(() => expect(within(screen.getByLabelText('Rol')).getByRole('option', { name: 'Consulta' })).toBeDefined())

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'false')
    await waitFor(() => expect(router.state.location.search).toEqual({ role_id: 5, active: 'false' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'rosa{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ role_id: 5, active: 'false', q: 'rosa' }))
    await waitFor(() => expect(api.calls.some((call) => call.path === '/users' && call.search.get('q') === 'rosa')).toBe(true))
  }, 20_000)

  it('shows a clear page to an office account without users.manage', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['students.read'] })
    await saveCompany(company)
    serveUsers()
    renderApp('/config/users')
    expect(await screen.findByText('No tiene acceso a esta sección', {}, { timeout: 5000 })).toBeDefined()
  }, 20_000)
})

describe('/config/users/{id}', () => {
  it('removes a customer-scoped role after confirming, through the per-customer path', async () => {
    await signInAsAdministrator()
    const api = serveUsers()
    let current = account()
    api.on('GET /users/5', () => ({ body: current }))
    api.on('DELETE /users/5/customers/2/roles/5', () => {
      current = account({ roles: current.roles.filter((grant) => grant.customer_id !== 2) })
      return { status: 204 }
    })
    renderApp('/config/users/5')
    const roles = await screen.findByRole('list', { name: 'Roles de la cuenta' }, { timeout: 5000 })
    expect(within(roles).getByText('ORE San Juan')).toBeDefined()
    expect(within(roles).getByText('Global')).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'Quitar el rol Consulta (ORE San Juan)' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Consulta (ORE San Juan)')).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar rol' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/users/5/customers/2/roles/5')).toBe(true))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Roles de la cuenta' })).queryByText('ORE San Juan')).toBeNull())
  }, 20_000)

  it('says so when the last global administrator’s role cannot be removed', async () => {
    await signInAsAdministrator()
    const api = serveUsers()
    api.on('GET /users/5', { body: account() })
    api.on('DELETE /users/5/roles/1', { status: 409, body: { code: 'last_administrator', message: 'No se puede quitar el último administrador global.' } })
    renderApp('/config/users/5')
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar el rol Administrador' }, { timeout: 5000 }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar rol' }))
    expect(await screen.findByText('No se puede quitar el último administrador global.')).toBeDefined()
  }, 20_000)

  it('adds a role for one customer from the selector', async () => {
    await signInAsAdministrator()
    const api = serveUsers()
    api.on('GET /users/5', { body: account({ roles: [] }) })
    api.on('POST /users/5/roles', ({ body }) => ({ status: 201, body: [{ ...(body as object), name: 'Consulta', customer_name: 'ORE Bayamón' }] }))
    renderApp('/config/users/5')
    expect(await screen.findByText('Esta cuenta no tiene roles: no ve ninguna sección de la oficina.', {}, { timeout: 5000 })).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Agregar rol' }))
    const dialog = await screen.findByRole('dialog', { name: 'Agregar rol' })
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Consulta — Solo lectura' })).toBeDefined())
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Rol/), '5')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Alcance/), '3')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar rol' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST' && call.path === '/users/5/roles')?.body).toEqual({ role_id: 5, customer_id: 3 }))
  }, 20_000)

  it('deactivates the account after confirming', async () => {
    await signInAsAdministrator()
    const api = serveUsers()
    api.on('GET /users/5', { body: account() })
    api.on('DELETE /users/5', { body: account({ is_active: false }) })
    renderApp('/config/users/5')
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar cuenta' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Rosa Vega (region@example.com)')).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }))
    expect(await screen.findByRole('button', { name: 'Activar cuenta' })).toBeDefined()
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/users/5')).toBe(true)
  }, 20_000)
})

describe('/config and /config/profile', () => {
  it('links to users only for someone who manages them globally', async () => {
    await signInAsAdministrator()
    serveUsers()
    const first = renderApp('/config')
    expect(await screen.findByRole('link', { name: 'Usuarios y roles' }, { timeout: 5000 })).toBeDefined()
    first.unmount()
    await saveSignIn(tokens('2'), { ...staffUser, permissions: ['billing.manage'] })
    renderApp('/config')
    expect(await screen.findByRole('link', { name: 'Mi perfil' }, { timeout: 5000 })).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Usuarios y roles' })).toBeNull()
  }, 20_000)

  it('changes one’s own password: the two typings must match, and a wrong current one is shown beside it', async () => {
    await signInAsAdministrator()
    const api = serveUsers()
    api.on(`GET /users/${staffUser.id}`, { body: account({ id: staffUser.id, roles: [] }) })
    api.on('PATCH /users/change-password', { status: 422, body: { code: 'validation_failed', message: 'x', errors: { current_password: 'wrong_password' } } })
    renderApp('/config/profile')
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' }, { timeout: 5000 })
    await userEvent.type(within(form).getByLabelText(/^Contraseña actual/), 'vieja-clave-1')
    await userEvent.type(within(form).getByLabelText(/^Nueva contraseña/), 'nueva-clave-22')
    await userEvent.type(within(form).getByLabelText(/^Repita la nueva contraseña/), 'otra-cosa-22')
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await within(form).findByText('Las contraseñas no coinciden.')).toBeDefined()
    expect(api.calls.some((call) => call.path === '/users/change-password')).toBe(false)

    await userEvent.clear(within(form).getByLabelText(/^Repita la nueva contraseña/))
    await userEvent.type(within(form).getByLabelText(/^Repita la nueva contraseña/), 'nueva-clave-22')
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await within(form).findByText('La contraseña actual no es correcta.')).toBeDefined()
    expect(api.calls.find((call) => call.path === '/users/change-password')?.body).toEqual({ current_password: 'vieja-clave-1', new_password: 'nueva-clave-22' })
  }, 20_000)
})
