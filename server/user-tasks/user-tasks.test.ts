import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WAITING_FOR } from '../../src/domain/tasks/user-tasks'
import { customers, users } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let sanJuan: number
let marisol: number

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  sanJuan = (await t.db.select().from(customers)).find((row) => row.short_name === 'ORE San Juan')!.id
  marisol = (await t.db.select().from(users).where(eq(users.email, 'terapeuta@example.com')))[0]!.provider_id!
})
afterAll(() => t?.close())

interface Counts {
  pending: number
  by_waiting_for: Record<string, number>
}

describe('GET /user-tasks/forms/…', () => {
  it('drills down from customers to providers to the forms, and the counts agree at every level', async () => {
    const byCustomer = await api.get('admin', '/api/user-tasks/forms/customers')
    expect(byCustomer.status).toBe(200)
    expect(byCustomer.body.length).toBeGreaterThan(0)
    for (const customer of byCustomer.body as (Counts & { customer_id: number })[]) {
      const byProvider = (await api.get('admin', `/api/user-tasks/forms/customers/${customer.customer_id}/providers`)).body as (Counts & { provider_id: number })[]
      expect(byProvider.reduce((sum, row) => sum + row.pending, 0)).toBe(customer.pending)
      for (const provider of byProvider) {
        const forms = (await api.get('admin', `/api/user-tasks/forms/customers/${customer.customer_id}/providers/${provider.provider_id}`)).body
        expect(forms).toHaveLength(provider.pending)
        for (const form of forms) expect(form.waiting_for).toBe(WAITING_FOR[form.state as keyof typeof WAITING_FOR])
        const waiting = Object.values(provider.by_waiting_for).reduce((sum, n) => sum + n, 0)
        expect(waiting).toBe(provider.pending)
        // Longest waiting first.
        const times = forms.map((form: { updated_at: string }) => form.updated_at)
        expect(times).toEqual([...times].sort())
      }
    }
    // The seed has a discussion waiting for each signer.
    const all = (byCustomer.body as Counts[]).reduce((sum, row) => ({ authorized: sum.authorized + row.by_waiting_for.authorized!, provider: sum.provider + row.by_waiting_for.provider!, supervisor: sum.supervisor + row.by_waiting_for.supervisor! }), { authorized: 0, provider: 0, supervisor: 0 })
    expect(all.authorized).toBeGreaterThan(0)
    expect(all.provider).toBeGreaterThan(0)
    expect(all.supervisor).toBeGreaterThan(0)
  })

  it("narrows a customer-scoped role to its customer and a provider to her own forms", async () => {
    const region = (await api.get('region', '/api/user-tasks/forms/customers')).body as { customer_id: number }[]
    expect(region.every((row) => row.customer_id === sanJuan)).toBe(true)
    const admin = (await api.get('admin', '/api/user-tasks/forms/customers')).body as { customer_id: number }[]
    for (const { customer_id } of admin) {
      const mine = (await api.get('provider', `/api/user-tasks/forms/customers/${customer_id}/providers`)).body as { provider_id: number }[]
      expect(mine.every((row) => row.provider_id === marisol)).toBe(true)
      // Another provider does not reach Marisol's forms: nothing is listed.
      expect((await api.get('provider2', `/api/user-tasks/forms/customers/${customer_id}/providers/${marisol}`)).body).toEqual([])
      if (customer_id !== sanJuan) expect((await api.get('region', `/api/user-tasks/forms/customers/${customer_id}/providers`)).body).toEqual([])
    }
  })

  it('answers 404 for a malformed id in the path', async () => {
    expect((await api.get('admin', '/api/user-tasks/forms/customers/abc/providers')).status).toBe(404)
  })
})

describe('GET /user-tasks/summary', () => {
  it('counts each area only for someone who may open it, and is refused to providers', async () => {
    const admin = await api.get('admin', '/api/user-tasks/summary')
    expect(admin.status).toBe(200)
    expect(admin.body.forms).toBeGreaterThan(0)
    expect(admin.body.documents).toBeGreaterThanOrEqual(admin.body.forms)
    expect(typeof admin.body.compensatory).toBe('number')
    expect(admin.body.reports).toEqual({ running: 0, ready: 0 })
    const billing = await api.get('billing', '/api/user-tasks/summary')
    expect(billing.status).toBe(200)
    // Facturación holds no finance.manage: the contracts card is not hers.
    expect(billing.body.contracts).toBeNull()
    expect((await api.get('provider', '/api/user-tasks/summary')).status).toBe(403)
  })
})
