import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { abaCheckDigit } from '../../src/domain/finance/aba'
import { companyModules, providerBankAccounts, providerBillLines, users } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let materialType: number

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  materialType = (await api.get('admin', '/api/purchasable-items/types')).body.find((type: { name: string }) => type.name === 'Materiales').id
})
afterAll(() => t?.close())

const order = async () => (await api.get('admin', '/api/purchasable-items?page_size=500')).body.items as Array<{ id: number; name: string; sort_index: number; hash: string; price_cents: number; type_id: number }>

describe('purchasable items', () => {
  it('lists in sort_index order with types; providers read, only finance staff change', async () => {
    const items = await order()
    expect(items.map((item) => item.sort_index)).toEqual(items.map((_, index) => index))
    expect((await api.get('provider', '/api/purchasable-items')).status).toBe(200)
    expect((await api.get('billing', '/api/purchasable-items')).status).toBe(403)
    expect((await api.call('provider', 'POST', '/api/purchasable-items', { name: 'X', type_id: materialType, price_cents: 1 })).status).toBe(403)
    expect((await api.call('provider', 'DELETE', `/api/purchasable-items/${items[0]!.id}`)).status).toBe(403)
    // Providers may change no item: refused before the item is looked up (route-level access), as for any id.
    expect((await api.call('provider', 'DELETE', '/api/purchasable-items/999999')).status).toBe(403)
  })

  it('keeps indexes dense through create (at the end or a place), move and delete', async () => {
    const last = await api.call('admin', 'POST', '/api/purchasable-items', { name: 'Lápices', type_id: materialType, price_cents: 250 })
    const before = await order()
    expect(last).toMatchObject({ status: 201, body: { sort_index: before.length - 1, price_cents: 250, type_name: 'Materiales' } })
    const first = await api.call('admin', 'POST', '/api/purchasable-items', { name: 'Crayones', type_id: materialType, price_cents: 300, sort_index: 0 })
    expect(first.body.sort_index).toBe(0)
    let items = await order()
    expect(items.map((item) => item.sort_index)).toEqual(items.map((_, index) => index))
    expect(items.slice(1).map((item) => item.id)).toEqual(before.map((item) => item.id))

    // Drag "Crayones" to the third place.
    const moved = await api.call('admin', 'PUT', `/api/purchasable-items/${first.body.id}`, { name: 'Crayones', type_id: materialType, price_cents: 300, sort_index: 2, hash: first.body.hash })
    expect(moved.body.sort_index).toBe(2)
    items = await order()
    expect(items.map((item) => item.id)).toEqual([before[0]!.id, before[1]!.id, first.body.id, ...before.slice(2).map((item) => item.id)])
    // Past the end means last.
    const end = await api.call('admin', 'PUT', `/api/purchasable-items/${first.body.id}`, { name: 'Crayones', type_id: materialType, price_cents: 300, sort_index: 999, hash: moved.body.hash })
    expect(end.body.sort_index).toBe(items.length - 1)
    expect((await api.call('admin', 'PUT', `/api/purchasable-items/${first.body.id}`, { name: 'C', type_id: materialType, price_cents: 1, sort_index: 0, hash: moved.body.hash })).status).toBe(409)

    // "Lápices", on no bill, can go; an item some seeded bill line priced cannot (409, code).
    expect((await api.call('admin', 'DELETE', `/api/purchasable-items/${last.body.id}`)).status).toBe(204)
    items = await order()
    expect(items.map((item) => item.sort_index)).toEqual(items.map((_, index) => index))
    expect(items.map((item) => item.id)).not.toContain(last.body.id)
    const [billed] = await t.db.select({ id: providerBillLines.purchasable_item_id }).from(providerBillLines).where(isNotNull(providerBillLines.purchasable_item_id)).limit(1)
    expect(billed).toBeDefined()
    expect(await api.call('admin', 'DELETE', `/api/purchasable-items/${billed!.id}`)).toMatchObject({ status: 409, body: { code: 'item_in_use' } })
  })

  it('validates price, type and place with codes', async () => {
    const bad = await api.call('admin', 'POST', '/api/purchasable-items', { name: '', type_id: 999999, price_cents: 1.5, sort_index: -1 })
    expect(bad).toMatchObject({ status: 422, body: { errors: { name: 'required', price_cents: 'invalid_amount', sort_index: 'invalid_value' } } })
    const unknown = await api.call('admin', 'POST', '/api/purchasable-items', { name: 'X', type_id: 999999, price_cents: 1 })
    expect(unknown).toMatchObject({ status: 422, body: { errors: { type_id: 'unknown_reference' } } })
  })
})

const routing = (stem: string) => `${stem}${abaCheckDigit(stem)}`
const account = (overrides: Record<string, unknown> = {}) => ({
  bank_name: 'Banco Prueba',
  account_holder: 'Carlos Méndez Ortiz',
  account_type: 'checking',
  routing_number: routing('02150201'),
  account_number: '998877665544',
  ...overrides,
})

describe('provider bank accounts', () => {
  it('answers only masked numbers; finance staff read all, a provider only her own', async () => {
    const all = await api.get('admin', '/api/provider-bank-accounts')
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(3)
    for (const item of all.body.items) {
      expect(item.routing_masked).toMatch(/^\*{4}\d{4}$/)
      expect(item.account_masked).toMatch(/^\*{4}\d{4}$/)
      expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['routing_number']))
    }
    const mine = await api.get('provider', '/api/provider-bank-accounts')
    expect(mine.body.total).toBe(1)
    const marisol = (await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com')))[0]!.provider_id
    expect(mine.body.items[0].provider_id).toBe(marisol)
    const carlos = all.body.items.find((item: { provider_id: number }) => item.provider_id !== marisol)
    expect(await api.get('provider', `/api/provider-bank-accounts/${carlos.id}`)).toEqual(await api.get('provider', '/api/provider-bank-accounts/999999'))
    expect((await api.get('billing', '/api/provider-bank-accounts')).status).toBe(403)
  })

  it('stores numbers encrypted: the table holds ciphertext and the last four only', async () => {
    const rows = await t.db.select().from(providerBankAccounts)
    for (const row of rows) {
      expect(row.account_encrypted).not.toMatch(/^\d+$/)
      expect(row.routing_encrypted.split('.')).toHaveLength(3)
      expect(row.account_last4).toMatch(/^\d{4}$/)
    }
  })

  it('a provider replaces her own account by version; staff may only read; one account each', async () => {
    const [mine] = (await api.get('provider2', '/api/provider-bank-accounts')).body.items
    expect((await api.call('provider2', 'POST', '/api/provider-bank-accounts', account())).body.code).toBe('bank_account_exists')
    const put = await api.call('provider2', 'PUT', `/api/provider-bank-accounts/${mine.id}`, { ...account(), hash: mine.hash })
    expect(put).toMatchObject({ status: 200, body: { bank_name: 'Banco Prueba', account_masked: '****5544', routing_masked: `****${routing('02150201').slice(-4)}` } })
    expect(JSON.stringify(put.body)).not.toContain('998877665544')
    expect((await api.call('provider2', 'PUT', `/api/provider-bank-accounts/${mine.id}`, { ...account(), hash: mine.hash })).status).toBe(409)
    expect((await api.call('admin', 'PUT', `/api/provider-bank-accounts/${mine.id}`, { ...account(), hash: put.body.hash })).status).toBe(403)
    expect((await api.call('admin', 'POST', '/api/provider-bank-accounts', account())).status).toBe(403)
    expect((await api.call('provider', 'DELETE', `/api/provider-bank-accounts/${mine.id}`)).status).toBe(404)
    expect((await api.call('provider2', 'DELETE', `/api/provider-bank-accounts/${mine.id}`)).status).toBe(204)
    const again = await api.call('provider2', 'POST', '/api/provider-bank-accounts', account({ account_type: 'savings' }))
    expect(again).toMatchObject({ status: 201, body: { account_type: 'savings', account_masked: '****5544' } })
  })

  it('every change of bank details is an audit event (who, when, old and new masked) that the office and the provider see', async () => {
    const carlos = (await t.db.select().from(users).where(eq(users.email, 'terapeuta2@example.com')))[0]!
    const [mine] = (await api.get('provider2', '/api/provider-bank-accounts')).body.items
    t.clock.set('2026-03-10T14:07:00Z')
    try {
      const put = await api.call('provider2', 'PUT', `/api/provider-bank-accounts/${mine.id}`, { ...account({ account_number: '111122223333', routing_number: routing('02100002') }), hash: mine.hash })
      expect(put.status).toBe(200)
    } finally {
      t.clock.set(TEST_NOW)
    }
    const audit = await api.get('finance', `/api/provider-bank-accounts/audit?provider_id=${carlos.provider_id}`)
    expect(audit.status).toBe(200)
    expect(audit.body.items[0]).toMatchObject({
      provider_id: carlos.provider_id,
      action: 'update',
      user_id: carlos.id,
      user_name: expect.stringContaining('Carlos'),
      at: '2026-03-10T14:07:00.000Z',
      old_account_masked: mine.account_masked,
      new_account_masked: '****3333',
      old_routing_masked: mine.routing_masked,
      new_routing_masked: `****${routing('02100002').slice(-4)}`,
    })
    // Earlier changes of the suite are there too, newest first; no full number anywhere.
    expect(audit.body.items.map((event: { action: string }) => event.action)).toEqual(expect.arrayContaining(['update', 'create', 'delete']))
    expect(JSON.stringify(audit.body)).not.toContain('111122223333')
    // The provider sees her own history (she is told of every change); not another's; staff without finance do not.
    const own = await api.get('provider2', '/api/provider-bank-accounts/audit')
    expect(own.body.items[0]).toMatchObject({ action: 'update', new_account_masked: '****3333' })
    expect((await api.get('provider', `/api/provider-bank-accounts/audit?provider_id=${carlos.provider_id}`)).body.items).toEqual([])
    expect((await api.get('billing', `/api/provider-bank-accounts/audit?provider_id=${carlos.provider_id}`)).status).toBe(403)
  })

  it('refuses a bad routing or account number with a code, never echoing the number in the answer or the log', async () => {
    const errors = vi.spyOn(console, 'error')
    const logs = vi.spyOn(console, 'log')
    const warns = vi.spyOn(console, 'warn')
    const [mine] = (await api.get('provider2', '/api/provider-bank-accounts')).body.items
    const secretAccount = '12345678901234567890'
    const badRouting = '021000022'
    const bad = await api.call('provider2', 'PUT', `/api/provider-bank-accounts/${mine.id}`, { ...account({ account_number: secretAccount, routing_number: badRouting }), hash: mine.hash })
    expect(bad).toMatchObject({ status: 422, body: { code: 'validation_failed', errors: { routing_number: 'invalid_routing_number', account_number: 'invalid_account_number' } } })
    const text = JSON.stringify(bad.body)
    expect(text).not.toContain(secretAccount)
    expect(text).not.toContain(badRouting)
    const logged = [...errors.mock.calls, ...logs.mock.calls, ...warns.mock.calls].flat().map(String).join('\n')
    expect(logged).not.toContain(secretAccount)
    expect(logged).not.toContain(badRouting)
    errors.mockRestore()
    logs.mockRestore()
    warns.mockRestore()
  })
})

describe('the finance module', () => {
  it('gates every finance call: 403 module_disabled without it, for staff and providers alike', async () => {
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'finance'))
    const marisol = (await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com')))[0]!.provider_id
    for (const path of ['/api/purchasable-items', '/api/provider-service-rate-templates', '/api/provider-bank-accounts', `/api/providers/${marisol}/service-rates`]) {
      expect((await api.get('admin', path)).body).toMatchObject({ code: 'module_disabled' })
    }
    expect((await api.get('provider', `/api/providers/${marisol}/service-rates`)).body).toMatchObject({ code: 'module_disabled' })
    await t.db.insert(companyModules).values({ module_id: 'finance', name: 'Finanzas' })
    expect((await api.get('admin', '/api/purchasable-items')).status).toBe(200)
  })
})
