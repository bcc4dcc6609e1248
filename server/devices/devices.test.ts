import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeviceHealth, DevicePage } from '../../src/domain/sync/devices'
import type { DeviceReport } from '../../src/domain/sync/push'
import { activeReferralsOf, lookups, providerIdOf, sessionBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'

let t: TestApp
let ids: Lookups
let own: Referral[]
const token = { marisol: '', carlos: '', office: '' }

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  own = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
  await signInAll()
})
afterAll(() => t?.close())

async function signInAll() {
  token.marisol = (await t.login('terapeuta@example.com')).accessToken
  token.carlos = (await t.login('terapeuta2@example.com')).accessToken
  token.office = (await t.login('oficina@example.com')).accessToken
}

const create = (sequence: number) => ({
  id: crypto.randomUUID(),
  sequence,
  method: 'POST',
  path: '/service-sessions',
  body: sessionBody(ids, [own[0]!], { date: '2026-03-02' }),
})

function report(fields: Partial<DeviceReport>): DeviceReport {
  return { queue_depth: 0, oldest_pending_at: null, last_numbered: 0, unsent: [], persisted: true, ...fields }
}

async function push(device: string, sequences: number[], fields: Partial<DeviceReport>, bearer = token.marisol) {
  const response = await t.authed('/api/sync/push', bearer, postJson({ device_id: device, mutations: sequences.map(create), report: report(fields) }))
  expect(response.status).toBe(200)
}

async function list(query = '', bearer = token.office): Promise<DevicePage> {
  const response = await t.authed(`/api/devices${query}`, bearer)
  expect(response.status).toBe(200)
  return (await response.json()) as DevicePage
}

const byId = async (id: string) => (await list(`?q=${id}`)).items.find((item) => item.id === id)!

describe('device health', () => {
  it('records what the device reports, and sees a number that never arrived as a gap', async () => {
    const at = t.clock.now().toISOString()
    // Three saved; the first arrives, two and three are still on the tablet.
    await push('tablet-a', [1], { queue_depth: 3, oldest_pending_at: at, last_numbered: 3, unsent: [[1, 3]] })
    expect(await byId('tablet-a')).toMatchObject({ last_sequence: 1, last_numbered: 3, queue_depth: 3, oldest_pending_at: at, persisted: true, gaps: [], alerts: [] })
    // Next contact: three arrives, two is no longer on the tablet and never arrived.
    await push('tablet-a', [3], { queue_depth: 1, oldest_pending_at: at, last_numbered: 3, unsent: [[3, 3]] })
    const device = await byId('tablet-a')
    expect(device.gaps).toEqual([{ from: 2, to: 2 }])
    expect(device.alerts).toEqual(['sequence_gap'])
    expect(device.user_email).toBe('terapeuta@example.com')
  })

  it("flags a new device of a person whose old device never delivered what it held, and counts that as the old one's gap", async () => {
    await push('tablet-b', [1, 2], { queue_depth: 4, oldest_pending_at: t.clock.now().toISOString(), last_numbered: 4, unsent: [[1, 4]] })
    t.clock.advance(60)
    // Its storage is wiped: the same person comes back on a new device id, numbering from 1.
    await push('tablet-b2', [1], { queue_depth: 1, last_numbered: 1, unsent: [[1, 1]] })
    const old = await byId('tablet-b')
    expect(old.replaced_by).toBe('tablet-b2')
    expect(old.gaps).toEqual([{ from: 3, to: 4 }])
    expect(old.alerts).toContain('sequence_gap')
    expect((await byId('tablet-b2')).replaces).toBe('tablet-b')
  })

  it('raises stale_with_pending, oldest_pending_over_24h and not_persisted', async () => {
    await push('tablet-c', [1], { queue_depth: 2, oldest_pending_at: t.clock.now().toISOString(), last_numbered: 3, unsent: [[2, 3]], persisted: false })
    expect((await byId('tablet-c')).alerts).toEqual(['not_persisted'])
    t.clock.advance(25 * 3600)
    await signInAll()
    expect((await byId('tablet-c')).alerts).toEqual(['oldest_pending_over_24h', 'not_persisted'])
    t.clock.advance(3 * 24 * 3600)
    await signInAll()
    expect((await byId('tablet-c')).alerts).toEqual(['stale_with_pending', 'oldest_pending_over_24h', 'not_persisted'])
  })
})

describe('GET /api/devices', () => {
  it('lists devices with alerts first, pages, sorts, searches and filters by alert', async () => {
    const all = await list()
    expect(all.total).toBe(all.items.length)
    const alerted = all.items.map((item) => item.alerts.length > 0)
    expect(alerted).toEqual([...alerted].sort((a, b) => Number(b) - Number(a)))
    const page = await list('?page=2&page_size=1&sort=first_seen_at')
    expect(page.items).toHaveLength(1)
    expect(page.total).toBe(all.total)
    expect(page.items[0]!.id).toBe([...all.items].sort((a, b) => a.first_seen_at.localeCompare(b.first_seen_at) || (a.id < b.id ? -1 : 1))[1]!.id)
    const gaps = await list('?alert=sequence_gap')
    expect(gaps.items.length).toBeGreaterThan(0)
    expect(gaps.items.every((item: DeviceHealth) => item.alerts.includes('sequence_gap'))).toBe(true)
    expect((await list('?q=nadie-se-llama-asi')).total).toBe(0)
  })

  it('refuses a bad query with 422 and a code', async () => {
    for (const query of ['?page_size=501', '?page=0', '?sort=password', '?alert=other', '?user_id=x', '?q=%00']) {
      const response = await t.authed(`/api/devices${query}`, token.office)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: 'validation_failed' })
    }
  })

  it("is the office's: a provider is refused, and sees only her own devices under /devices/mine", async () => {
    expect((await t.authed('/api/devices', token.marisol)).status).toBe(403)
    await push('tablet-carlos', [], { last_numbered: 0 }, token.carlos)
    const mine = (await (await t.authed('/api/devices/mine', token.carlos)).json()) as DeviceHealth[]
    expect(mine.map((item) => item.id)).toEqual(['tablet-carlos'])
    const hers = (await (await t.authed('/api/devices/mine', token.marisol)).json()) as DeviceHealth[]
    expect(hers.map((item) => item.id)).not.toContain('tablet-carlos')
    expect(hers.length).toBeGreaterThan(0)
    expect((await t.request('/api/devices/mine')).status).toBe(401)
  })
})
