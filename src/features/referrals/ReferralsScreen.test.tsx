import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { referralDetail, referralItem } from '../../../test/support/referrals'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'

const referral = (id: number, number: string, student: string) => referralItem({ id, number, student_id: 10 + id, student_name: student })

function serveReferrals() {
  const api = fakeApi()
  api.on('GET /customers', { body: [{ id: 2, name: 'Región de Bayamón', short_name: 'Bayamón', region: 'Bayamón' }] })
  api.on('GET /referrals/status', { body: [{ id: 1, name: 'Activo' }, { id: 2, name: 'Cancelado' }] })
  api.on('GET /referrals/services', { body: [{ id: 3, name: 'Terapia del habla' }] })
  api.on('GET /referrals', { body: { items: [referral(1, '2026-01-000123', 'Ana Rivera'), referral(2, '2026-01-000124', 'Luis Rivera')], total: 75 } })
  return api
}

const sentQuery = (path: string) => {
  const calls = (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) => String(call[0]))
  const sent = calls.filter((url) => url.includes(`${path}?`)).at(-1)
  return Object.fromEntries(new URL(sent!, 'http://x').searchParams)
}

describe('/referrals: filters and sort live in the URL', () => {
  it('reads them from a shared link, sends them to the server and writes a new filter back, from page 1', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    serveReferrals()
    const { router } = renderApp('/referrals?status_id=1&sort=number&page=2')
    const table = await screen.findByRole('table', { name: 'Referidos' }, { timeout: 5000 })
    await within(table).findByRole('link', { name: '2026-01-000123' })
    expect(sentQuery('/referrals')).toEqual({ status_id: '1', sort: 'number', page: '2' })
    expect(within(table).getByRole('columnheader', { name: /Número/ }).getAttribute('aria-sort')).toBe('ascending')
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Servicio' }) as HTMLSelectElement).options.length).toBe(2))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Servicio' }), '3')
    await waitFor(() => expect(router.state.location.search).toEqual({ status_id: 1, sort: 'number', service_id: 3 }))
    await waitFor(() => expect(sentQuery('/referrals')).toEqual({ status_id: '1', sort: 'number', service_id: '3' }))
  }, 20_000)

  it("drops a pasted link's malformed sort, page and filter instead of sending them to the server", async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    serveReferrals()
    renderApp('/referrals?sort=salary&page=-3&status_id=abc&service_id=3')
    const table = await screen.findByRole('table', { name: 'Referidos' }, { timeout: 5000 })
    await within(table).findByRole('link', { name: '2026-01-000123' })
    expect(sentQuery('/referrals')).toEqual({ service_id: '3' })
  }, 20_000)

  it('opens a referral from its number: the summary, the weekly schedule and the events', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = serveReferrals()
    const detail = referralDetail({
      schedules: [{ id: 5, referral_id: 1, day_of_week_id: 1, day_of_week_name: 'Lunes', time_slot_id: null, start_time: '08:00:00', end_time: '08:30:00', location_id: null, hash: 's1' }],
    })
    api.on('GET /referrals/1', { body: detail })
    api.on('GET /referrals/1/events', {
      body: [{ id: 9, referral_id: 1, event_type_id: 1, event_type_name: 'Reunión con los padres', date: '2026-09-02', time: null, notes: 'Acuerdos del plan', cancelled: false, cancelled_at: null, cancel_comment: null, hash: 'e1', created_at: '2026-09-02T10:00:00Z' }],
    })
    renderApp('/referrals')
    await userEvent.click(await screen.findByRole('link', { name: '2026-01-000123' }, { timeout: 5000 }))
    expect(await screen.findByRole('heading', { name: 'Referido 2026-01-000123' }, { timeout: 5000 })).toBeDefined()
    expect(await screen.findByText('Lunes')).toBeDefined()
    expect(screen.getByText('08:00 – 08:30')).toBeDefined()
    expect(await screen.findByText('Reunión con los padres')).toBeDefined()
    expect(screen.getByText('09/02/2026')).toBeDefined()
    expect(screen.getByText('2 sesiones por semana de 30 minutos')).toBeDefined()
  }, 20_000)

  it('shows a clear page to an office account without referrals.read', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['finance.manage'] })
    await saveCompany(company)
    serveReferrals()
    renderApp('/referrals')
    expect(await screen.findByText('No tiene acceso a esta sección', {}, { timeout: 5000 })).toBeDefined()
  }, 20_000)
})
