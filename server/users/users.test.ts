import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, roles, userAuditEvents, users } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let sanJuan: number
let roleId: Record<string, number>
let adminId: number

const GOOD_PASSWORD = 'cielo-azul-2026'

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  sanJuan = (await t.db.select().from(customers)).find((row) => row.short_name === 'ORE San Juan')!.id
  roleId = Object.fromEntries((await t.db.select().from(roles)).map((role) => [role.name, role.id]))
  adminId = (await t.db.select().from(users).where(eq(users.email, 'oficina@example.com')))[0]!.id
})
afterAll(() => t?.close())

let serial = 0
/** A fresh account, created through the API by the administrator. */
async function newUser(extra: Record<string, unknown> = {}) {
  serial++
  const email = `persona${serial}@example.com`
  const created = await api.call('admin', 'POST', '/api/users', { first_name: 'Persona', last_name: `Número ${serial}`, email, password: GOOD_PASSWORD, ...extra })
  expect(created.status).toBe(201)
  return { id: created.body.id as number, email }
}

async function auditOf(userId: number) {
  return (await t.db.select().from(userAuditEvents).where(eq(userAuditEvents.target_user_id, userId))).map((row) => row.action)
}

describe('GET /users (list convention)', () => {
  it('pages accounts with their roles for a global administrator, never a password hash', async () => {
    const page = await api.get('admin', '/api/users?page_size=2&sort=email')
    expect(page.status).toBe(200)
    expect(page.body.items).toHaveLength(2)
    expect(page.body.total).toBeGreaterThanOrEqual(6)
    expect(JSON.stringify(page.body)).not.toMatch(/password|argon/)
    const emails = (await api.get('admin', '/api/users?page_size=500&sort=-email')).body.items.map((item: { email: string }) => item.email)
    expect(emails).toEqual([...emails].sort().reverse())
  })

  it('searches by name or e-mail and filters by role, customer and active', async () => {
    const found = await api.get('admin', '/api/users?q=region')
    expect(found.body.items.map((item: { email: string }) => item.email)).toEqual(['region@example.com'])
    const scoped = await api.get('admin', `/api/users?customer_id=${sanJuan}`)
    expect(scoped.body.items.map((item: { email: string }) => item.email)).toContain('region@example.com')
    expect(scoped.body.items.every((item: { roles: { customer_id: number | null }[] }) => item.roles.some((role) => role.customer_id === sanJuan))).toBe(true)
    const admins = await api.get('admin', `/api/users?role_id=${roleId['Administrador']}`)
    expect(admins.body.items.map((item: { email: string }) => item.email)).toContain('oficina@example.com')
    expect(admins.body.items.map((item: { email: string }) => item.email)).not.toContain('facturacion@example.com')
    const inactive = await api.get('admin', '/api/users?active=false')
    expect(inactive.body.items.every((item: { is_active: boolean }) => !item.is_active)).toBe(true)
  })

  it('refuses anyone without users.manage held globally, and a bad query', async () => {
    expect((await api.get('billing', '/api/users')).status).toBe(403)
    expect((await api.get('region', '/api/users')).status).toBe(403)
    expect((await api.get('provider', '/api/users')).status).toBe(403)
    expect((await t.request('/api/users')).status).toBe(401)
    const bad = await api.get('admin', '/api/users?sort=password_hash&active=maybe')
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({ sort: 'invalid_sort', active: 'invalid_filter' })
  })
})

describe('POST /users and the password rules', () => {
  it('creates an account that can sign in, and records who did it', async () => {
    const { id, email } = await newUser()
    const detail = await api.get('admin', `/api/users/${id}`)
    expect(detail.body).toMatchObject({ id, email, is_active: true, provider_id: null, roles: [] })
    expect((await t.attemptLogin(email, GOOD_PASSWORD)).status).toBe(200)
    const [event] = await t.db.select().from(userAuditEvents).where(eq(userAuditEvents.target_user_id, id))
    expect(event).toMatchObject({ actor_user_id: adminId, action: 'user.created' })
    expect(JSON.stringify(event!.details)).not.toContain(GOOD_PASSWORD)
  })

  it('refuses a common password, a short one, a taken e-mail and an unknown provider', async () => {
    const base = { first_name: 'Ana', last_name: 'Soto', email: 'ana.soto@example.com' }
    const common = await api.call('admin', 'POST', '/api/users', { ...base, password: 'Password1' })
    expect(common).toMatchObject({ status: 422, body: { errors: { password: 'password_too_common' } } })
    const short = await api.call('admin', 'POST', '/api/users', { ...base, password: 'x7#k' })
    expect(short).toMatchObject({ status: 422, body: { errors: { password: 'password_too_short' } } })
    const taken = await api.call('admin', 'POST', '/api/users', { ...base, email: 'OFICINA@example.com', password: GOOD_PASSWORD })
    expect(taken).toMatchObject({ status: 409, body: { code: 'email_taken' } })
    const provider = await api.call('admin', 'POST', '/api/users', { ...base, password: GOOD_PASSWORD, provider_id: 999999 })
    expect(provider).toMatchObject({ status: 422, body: { errors: { provider_id: 'unknown_reference' } } })
    expect((await api.call('billing', 'POST', '/api/users', { ...base, password: GOOD_PASSWORD })).status).toBe(403)
  })
})

describe('GET and PUT /users/{id}', () => {
  it('lets a person read and change her own name and e-mail, but nothing else, and nobody else', async () => {
    const me = (await api.get('billing', '/api/users/user')).body
    expect((await api.get('billing', `/api/users/${me.id}`)).status).toBe(200)
    expect((await api.get('billing', `/api/users/${adminId}`)).status).toBe(403)
    const saved = await api.call('billing', 'PUT', `/api/users/${me.id}`, { first_name: 'Lucía', last_name: 'Ortiz', email: me.email, is_active: false })
    expect(saved).toMatchObject({ status: 200, body: { first_name: 'Lucía', is_active: true } })
    expect((await api.call('billing', 'PUT', `/api/users/${adminId}`, { first_name: 'X', last_name: 'Y', email: 'x@example.com' })).status).toBe(403)
    expect(await auditOf(me.id)).toContain('user.updated')
  })

  it('answers 404 for a missing account and 422 for a bad body', async () => {
    expect((await api.get('admin', '/api/users/99999')).status).toBe(404)
    expect((await api.get('admin', '/api/users/abc')).status).toBe(404)
    const { id } = await newUser()
    const bad = await api.call('admin', 'PUT', `/api/users/${id}`, { first_name: '', last_name: 'Y', email: 'not-an-email' })
    expect(bad).toMatchObject({ status: 422, body: { errors: { first_name: 'required', email: 'invalid_email' } } })
  })
})

describe('roles', () => {
  it('grants a role globally and for one customer, lists them, and removes each way', async () => {
    const { id } = await newUser()
    const selector = await api.get('admin', `/api/users/${id}/roles-selector-data`)
    expect(selector.body.roles.map((role: { name: string }) => role.name)).toContain('Consulta')
    expect(selector.body.customers.map((customer: { id: number }) => customer.id)).toContain(sanJuan)

    expect((await api.call('admin', 'POST', `/api/users/${id}/roles`, { role_id: roleId['Facturación'] })).status).toBe(201)
    const granted = await api.call('admin', 'POST', `/api/users/${id}/roles`, { role_id: roleId['Consulta'], customer_id: sanJuan })
    expect(granted.body).toEqual([
      expect.objectContaining({ role_id: roleId['Facturación'], customer_id: null, customer_name: null }),
      expect.objectContaining({ role_id: roleId['Consulta'], customer_id: sanJuan, customer_name: 'ORE San Juan' }),
    ])
    // Granting again changes nothing.
    expect((await api.call('admin', 'POST', `/api/users/${id}/roles`, { role_id: roleId['Consulta'], customer_id: sanJuan })).body).toHaveLength(2)
    expect((await api.get('admin', `/api/users/${id}/roles`)).body).toHaveLength(2)

    // The customer-scoped one is not removed by the global path, nor the global one by the scoped path.
    expect((await api.call('admin', 'DELETE', `/api/users/${id}/roles/${roleId['Consulta']}`)).status).toBe(404)
    expect((await api.call('admin', 'DELETE', `/api/users/${id}/customers/${sanJuan}/roles/${roleId['Facturación']}`)).status).toBe(404)
    expect((await api.call('admin', 'DELETE', `/api/users/${id}/customers/${sanJuan}/roles/${roleId['Consulta']}`)).status).toBe(204)
    expect((await api.call('admin', 'DELETE', `/api/users/${id}/roles/${roleId['Facturación']}`)).status).toBe(204)
    expect((await api.get('admin', `/api/users/${id}/roles`)).body).toEqual([])
    expect(await auditOf(id)).toEqual(['user.created', 'role.granted', 'role.granted', 'role.removed', 'role.removed'])
  })

  it('refuses unknown roles and customers, and anyone but an administrator', async () => {
    const { id } = await newUser()
    expect((await api.call('admin', 'POST', `/api/users/${id}/roles`, { role_id: 99999 })).body.errors).toEqual({ role_id: 'unknown_reference' })
    expect((await api.call('admin', 'POST', `/api/users/${id}/roles`, { role_id: roleId['Consulta'], customer_id: 99999 })).body.errors).toEqual({ customer_id: 'unknown_reference' })
    expect((await api.call('billing', 'POST', `/api/users/${id}/roles`, { role_id: roleId['Administrador'] })).status).toBe(403)
    expect((await api.call('region', 'DELETE', `/api/users/${id}/roles/${roleId['Consulta']}`)).status).toBe(403)
    expect((await api.get('billing', `/api/users/${id}/roles-selector-data`)).status).toBe(403)
    expect((await api.call('admin', 'POST', '/api/users/99999/roles', { role_id: roleId['Consulta'] })).status).toBe(404)
  })

  it('does not let a users.manage held for one customer manage accounts (it could grant any role)', async () => {
    const { id, email } = await newUser()
    await api.call('admin', 'POST', `/api/users/${id}/roles`, { role_id: roleId['Administrador'], customer_id: sanJuan })
    const { accessToken } = await t.login(email, GOOD_PASSWORD)
    expect((await t.authed('/api/users', accessToken)).status).toBe(403)
    expect((await t.authed(`/api/users/${adminId}`, accessToken)).status).toBe(403)
    // Her own roles she may read.
    const own = await t.authed(`/api/users/${id}/roles`, accessToken)
    expect(own.status).toBe(200)
    expect(await own.json()).toEqual([expect.objectContaining({ name: 'Administrador', customer_id: sanJuan })])
  })

  it('never leaves the company without a global administrator', async () => {
    const removeOwn = await api.call('admin', 'DELETE', `/api/users/${adminId}/roles/${roleId['Administrador']}`)
    expect(removeOwn).toMatchObject({ status: 409, body: { code: 'last_administrator' } })
    const deactivate = await api.call('admin', 'DELETE', `/api/users/${adminId}`)
    expect(deactivate).toMatchObject({ status: 409, body: { code: 'last_administrator' } })
    const viaPut = await api.call('admin', 'PUT', `/api/users/${adminId}`, { first_name: 'Oficina', last_name: 'Central', email: 'oficina@example.com', is_active: false })
    expect(viaPut.body.code).toBe('last_administrator')
    // Still an administrator, still active, and nothing recorded.
    expect((await api.get('admin', `/api/users/${adminId}`)).body).toMatchObject({ is_active: true })
    expect(await auditOf(adminId)).not.toContain('role.removed')

    // With a second administrator, either may go.
    const second = await newUser()
    await api.call('admin', 'POST', `/api/users/${second.id}/roles`, { role_id: roleId['Administrador'] })
    expect((await api.call('admin', 'DELETE', `/api/users/${second.id}/roles/${roleId['Administrador']}`)).status).toBe(204)
    // A role scoped to a customer does not make a global administrator.
    await api.call('admin', 'POST', `/api/users/${second.id}/roles`, { role_id: roleId['Administrador'], customer_id: sanJuan })
    expect((await api.call('admin', 'DELETE', `/api/users/${adminId}/roles/${roleId['Administrador']}`)).body.code).toBe('last_administrator')
  })
})

describe('sign-ins end when the password changes or the account is deactivated', () => {
  it('change-password ends every other sign-in (its refresh token is refused) and keeps the current one', async () => {
    const { email } = await newUser()
    const here = await t.login(email, GOOD_PASSWORD)
    const elsewhere = await t.login(email, GOOD_PASSWORD)
    const change = (body: unknown) => t.authed('/api/users/change-password', here.accessToken, { method: 'PATCH', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })

    const wrong = await change({ current_password: 'not-it-at-all', new_password: 'otra-clave-segura' })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors).toEqual({ current_password: 'wrong_password' })
    const common = await change({ current_password: GOOD_PASSWORD, new_password: 'iloveyou' })
    expect((await common.json()).errors).toEqual({ new_password: 'password_too_common' })
    // Refusals end nothing.
    expect((await t.authed('/api/users/user', elsewhere.accessToken)).status).toBe(200)

    expect((await change({ current_password: GOOD_PASSWORD, new_password: 'otra-clave-segura' })).status).toBe(204)
    expect((await t.refresh(elsewhere.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', elsewhere.accessToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', here.accessToken)).status).toBe(200)
    expect((await t.refresh(here.refreshToken)).status).toBe(200)
    expect((await t.attemptLogin(email, GOOD_PASSWORD)).status).toBe(401)
    expect((await t.attemptLogin(email, 'otra-clave-segura')).status).toBe(200)
  })

  it('an administrator setting a password ends all of that person’s sign-ins', async () => {
    const { id, email } = await newUser()
    const session = await t.login(email, GOOD_PASSWORD)
    const saved = await api.call('admin', 'PUT', `/api/users/${id}`, { first_name: 'Persona', last_name: 'Nueva', email, password: 'clave-del-admin-1' })
    expect(saved.status).toBe(200)
    expect((await t.refresh(session.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', session.accessToken)).status).toBe(401)
    expect(await auditOf(id)).toContain('user.password_set')
  })

  it('deactivation ends every sign-in and refuses new ones; reactivation lets the person in again', async () => {
    const { id, email } = await newUser()
    const session = await t.login(email, GOOD_PASSWORD)
    const deactivated = await api.call('admin', 'DELETE', `/api/users/${id}`)
    expect(deactivated).toMatchObject({ status: 200, body: { is_active: false } })
    expect((await t.refresh(session.refreshToken)).status).toBe(401)
    expect((await t.authed('/api/users/user', session.accessToken)).status).toBe(401)
    expect((await t.attemptLogin(email, GOOD_PASSWORD)).status).toBe(401)
    const reactivated = await api.call('admin', 'PUT', `/api/users/${id}`, { first_name: 'Persona', last_name: 'Otra', email, is_active: true })
    expect(reactivated.body.is_active).toBe(true)
    expect((await t.attemptLogin(email, GOOD_PASSWORD)).status).toBe(200)
    expect(await auditOf(id)).toEqual(expect.arrayContaining(['user.deactivated', 'user.reactivated']))
  })
})

describe('autocomplete items', () => {
  it('saves, lists by type, repeats idempotently and deletes a person’s own phrases', async () => {
    const me = (await api.get('provider', '/api/users/user')).body
    const base = `/api/users/${me.id}/autocomplete-items`
    const first = await api.call('provider', 'POST', base, { type_id: 1, text: '  El estudiante participó activamente.  ' })
    expect(first).toMatchObject({ status: 201, body: { type_id: 1, text: 'El estudiante participó activamente.' } })
    expect((await api.call('provider', 'POST', base, { type_id: 1, text: 'El estudiante participó activamente.' })).status).toBe(200)
    await api.call('provider', 'POST', base, { type_id: 2, text: 'Otra frase' })
    expect((await api.get('provider', `${base}?type_id=1`)).body).toEqual([first.body])
    expect((await api.get('provider', `${base}`)).status).toBe(422)
    expect((await api.call('provider', 'POST', base, { type_id: 1, text: '' })).body.errors).toEqual({ text: 'required' })

    // Another person reaches neither the list nor the item.
    expect((await api.get('provider2', `${base}?type_id=1`)).status).toBe(403)
    const other = (await api.get('provider2', '/api/users/user')).body
    expect((await api.call('provider2', 'DELETE', `/api/users/${other.id}/autocomplete-items?id=${first.body.id}`)).status).toBe(404)

    expect((await api.call('provider', 'DELETE', `${base}?id=${first.body.id}`)).status).toBe(204)
    expect((await api.get('provider', `${base}?type_id=1`)).body).toEqual([])
    // An administrator may read anyone's.
    expect((await api.get('admin', `${base}?type_id=2`)).body).toHaveLength(1)
  })
})

describe('bodies', () => {
  it('refuses a non-JSON body and a change-password without a session', async () => {
    const token = await api.token('admin')
    const response = await t.authed('/api/users', token, { method: 'POST', body: 'x', headers: { 'Content-Type': 'text/plain' } })
    expect(response.status).toBe(415)
    expect((await t.request('/api/users/change-password', { ...postJson({}), method: 'PATCH' })).status).toBe(401)
  })
})
