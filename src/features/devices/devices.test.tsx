import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveSignIn } from '../../db/session'
import type { DeviceHealth } from '../../domain/sync/devices'

const device = (fields: Partial<DeviceHealth>): DeviceHealth => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  user_id: 2,
  user_name: 'Marisol Rivera Torres',
  user_email: 'terapeuta@example.com',
  first_seen_at: '2026-03-01T12:00:00.000Z',
  last_seen_at: '2026-03-10T12:00:00.000Z',
  last_sequence: 4,
  last_numbered: 4,
  queue_depth: 0,
  oldest_pending_at: null,
  persisted: true,
  reported_at: '2026-03-10T12:00:00.000Z',
  replaced_by: null,
  replaces: null,
  gaps: [],
  alerts: [],
  ...fields,
})

describe('/config/devices', () => {
  it('lists devices with their alerts and the sequences that never arrived; the alert filter goes to the server and the URL', async () => {
    await saveSignIn(tokens('1'), staffUser)
    const api = fakeApi()
    const lost = device({ id: 'bbbbbbbb-0000-4000-8000-000000000002', gaps: [{ from: 2, to: 3 }], alerts: ['sequence_gap'], replaced_by: 'cccccccc-0000-4000-8000-000000000003' })
    api.on('GET /devices', { body: { items: [lost, device({})], total: 2 } })
    const requested: string[] = []
    const fetchStub = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      requested.push(String(input))
      return fetchStub(input, init)
    })
    const { router } = renderApp('/config/devices')
    const table = await screen.findByRole('table', { name: 'Dispositivos' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]!).getByText('Cambios perdidos')).toBeDefined()
    expect(within(rows[0]!).getByText('2–3')).toBeDefined()
    expect(within(rows[0]!).getByText('Reemplazado por cccccccc')).toBeDefined()
    expect(within(rows[1]!).getByText('Sin alertas')).toBeDefined()
    expect(screen.getByText('Página 1 de 1 · 2 dispositivos')).toBeDefined()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Alerta' }), 'sequence_gap')
    await screen.findByRole('table', { name: 'Dispositivos' })
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ alert: 'sequence_gap' }))
    await vi.waitFor(() => expect(requested.at(-1)).toContain('/devices?page=1&page_size=50&alert=sequence_gap'))
  })
})

describe('/provider/config/profile', () => {
  it("shows the provider's own devices", async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /devices/mine', { body: [device({ queue_depth: 3, alerts: ['not_persisted'] })] })
    renderApp('/provider/config/profile')
    const section = await screen.findByRole('region', { name: 'Mis dispositivos' })
    expect(await within(section).findByText('Almacenamiento no persistente')).toBeDefined()
  })
})
