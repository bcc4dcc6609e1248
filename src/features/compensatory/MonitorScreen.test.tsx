import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { LedgerLine } from '../../domain/referrals/types'

const line = (student_id: number, name: string, outstanding: number, open_request_id: number | null = null): LedgerLine => ({
  student_id,
  student_name: name,
  sie_number: '12345678',
  service_id: 3,
  service_name: 'Terapia del habla',
  customer_id: 2,
  provider_id: 7,
  provider_name: 'María Ortiz',
  provider_specialty_id: 11,
  open_request_id,
  mandated_minutes: 600,
  delivered_minutes: 480,
  excused_minutes: 0,
  provider_missed_minutes: 90,
  owed_minutes: 120,
  requested_minutes: 120 - outstanding,
  outstanding_minutes: outstanding,
  outstanding_visits: Math.ceil(outstanding / 30),
  session_minutes: 30,
})

function serveMonitor() {
  const api = fakeApi()
  let opened = false
  api.on('GET /customers', { body: [{ id: 2, name: 'Región de Bayamón', short_name: 'Bayamón', region: 'Bayamón' }] })
  api.on('GET /referrals/services', { body: [{ id: 3, name: 'Terapia del habla' }] })
  api.on('GET /compensatory-services-requests/monitor', () => ({
    body: { items: opened ? [line(2, 'Luis Rivera', 0, 50)] : [line(1, 'Ana Rivera', 120), line(2, 'Luis Rivera', 0, 50)], total: opened ? 1 : 2 },
  }))
  api.on('GET /compensatory-services-requests/total', () => ({
    body: { lines: 2, students: opened ? 0 : 1, owed_minutes: 240, provider_missed_minutes: 180, requested_minutes: opened ? 240 : 120, outstanding_minutes: opened ? 0 : 120, outstanding_visits: opened ? 0 : 4 },
  }))
  api.on('PUT /compensatory-services-requests', (request) => {
    opened = true
    return { status: 201, body: { id: 51, owed_minutes: 120, ...(request.body as object) } }
  })
  return api
}

describe('/tasks/compensatory-requests-monitor', () => {
  it('lists who is owed minutes with the totals, and opens a request from a line', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = serveMonitor()
    renderApp('/tasks/compensatory-requests-monitor?service_id=3')
    const table = await screen.findByRole('table', { name: 'Minutos adeudados por estudiante y servicio' }, { timeout: 5000 })
    await within(table).findByRole('link', { name: 'Ana Rivera' })
    const rowOf = (name: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(name))!
    const ana = rowOf('Ana Rivera')
    expect(within(ana).getByText('120 (4 visitas)')).toBeDefined()
    expect(within(rowOf('Luis Rivera')).getByText('Abierta (50)')).toBeDefined()
    expect(await screen.findByText('180')).toBeDefined()
    const monitorCall = api.calls.find((call) => call.path === '/compensatory-services-requests/monitor')
    expect(monitorCall).toBeDefined()

    await userEvent.click(within(ana).getByRole('button', { name: 'Abrir solicitud' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ student_id: 1, service_id: 3, comment: null })
    expect(await screen.findByText('Solicitud 51 abierta por 120 minutos.')).toBeDefined()
    // Read again: Ana's minutes are now set aside by her request.
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Ana Rivera' })).toBeNull())
  }, 20_000)

  it('offers no request to a read-only account', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['referrals.read', 'students.read'] })
    await saveCompany(company)
    serveMonitor()
    renderApp('/tasks/compensatory-requests-monitor')
    const table = await screen.findByRole('table', { name: 'Minutos adeudados por estudiante y servicio' }, { timeout: 5000 })
    await within(table).findByRole('link', { name: 'Ana Rivera' })
    expect(within(table).queryByRole('button', { name: 'Abrir solicitud' })).toBeNull()
  }, 20_000)
})
