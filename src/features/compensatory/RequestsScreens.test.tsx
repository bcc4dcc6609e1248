import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { CompensatoryRequest, CompensatoryStatus } from '../../domain/referrals/types'

const statuses: CompensatoryStatus[] = [
  { id: 1, code: 'open', name: 'Abierta', final: false, reserves_minutes: true, next: ['in_review', 'cancelled'] },
  { id: 2, code: 'in_review', name: 'En revisión', final: false, reserves_minutes: true, next: ['approved', 'rejected', 'open'] },
  { id: 3, code: 'approved', name: 'Aprobada', final: false, reserves_minutes: true, next: ['in_service', 'cancelled'] },
  { id: 6, code: 'rejected', name: 'Rechazada', final: true, reserves_minutes: false, next: [] },
  { id: 7, code: 'cancelled', name: 'Cancelada', final: true, reserves_minutes: false, next: [] },
]

const request = (id: number, status: CompensatoryStatus, overrides: Partial<CompensatoryRequest> = {}): CompensatoryRequest => ({
  id,
  student_id: 5,
  student_name: 'Ana Rivera López',
  service_id: 3,
  service_name: 'Terapia del habla',
  academic_year_id: 1,
  customer_id: 2,
  provider_specialty_id: 11,
  provider_id: 7,
  provider_name: 'Marisol Rivera Torres',
  status_id: status.id,
  status_code: status.code,
  status_name: status.name,
  owed_minutes: 90,
  outstanding_visits: 3,
  session_minutes: 30,
  comment: 'Ausencias del proveedor',
  hash: `hash-${status.code}`,
  created_at: '2026-03-10T14:00:00.000Z',
  updated_at: '2026-03-12T15:30:00.000Z',
  ...overrides,
})

/** A fake server holding two requests; a PATCH moves request 51 (or answers 409 when told). */
function serveRequests(options: { conflict?: boolean } = {}) {
  const api = fakeApi()
  let current = request(51, statuses[0]!)
  const other = request(52, statuses[3]!, { service_id: 4, service_name: 'Terapia ocupacional', owed_minutes: 45, outstanding_visits: 1 })
  const events = () => [
    { id: 1, from_status_id: null, to_status_id: 1, comment: 'Ausencias del proveedor', user_id: 1, user_name: 'Laura Santiago', at: '2026-03-10T14:00:00.000Z' },
    ...(current.status_id !== 1 ? [{ id: 2, from_status_id: 1, to_status_id: current.status_id, comment: 'A coordinación', user_id: 1, user_name: 'Laura Santiago', at: '2026-03-12T15:30:00.000Z' }] : []),
  ]
  api.on('GET /compensatory-services-requests/statuses', { body: statuses })
  api.on('GET /compensatory-services-requests', () => ({ body: { items: [current, other], total: 2 } }))
  api.on('GET /compensatory-services-requests/51', () => ({ body: { ...current, events: events() } }))
  api.on('GET /compensatory-services-requests/52', () => ({ body: { ...other, events: [] } }))
  api.on('PATCH /compensatory-services-requests/51', (call) => {
    const body = call.body as { status_id: number; hash: string }
    if (options.conflict) {
      current = request(51, statuses[1]!)
      return { status: 409, body: { code: 'version_conflict', message: 'La solicitud cambió.', current: { ...current, events: events() } } }
    }
    current = request(51, statuses.find((status) => status.id === body.status_id)!)
    return { body: { ...current, events: events() } }
  })
  api.on('GET /students/5', { body: { id: 5, first_name: 'Ana', last_name: 'Rivera', second_last_name: 'López', sie_number: '12345678', customer_id: 2, services: [{ service_id: 3, service_name: 'Terapia del habla', active: true }] } })
  api.on('GET /providers/7', { body: { id: 7, name: 'Marisol Rivera Torres', first_name: 'Marisol', last_name: 'Rivera Torres' } })
  api.on('GET /provider-specialties', { body: [{ id: 11, provider_id: 7, specialty_id: 2, specialty_name: 'Terapia del habla' }] })
  return api
}

const readOnly = { ...staffUser, permissions: ['referrals.read', 'students.read', 'providers.read'] as typeof staffUser.permissions }

async function signIn(user = staffUser) {
  await saveSignIn(tokens('1'), user)
  await saveCompany(company)
}

const findTable = () => screen.findByRole('table', { name: 'Solicitudes de servicios compensatorios' }, { timeout: 5000 })
const rowOf = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(text))!

describe('/students/{studentId}/services/{serviceId?}/compensatory-services-requests', () => {
  it('lists the student’s requests with status, minutes, visits and dates, for one service when given', async () => {
    await signIn()
    const api = serveRequests()
    renderApp('/students/5/services/3/compensatory-services-requests')
    const table = await findTable()
    await within(table).findByRole('button', { name: 'Ver solicitud 51' })
    const row = rowOf(table, 'Terapia del habla')
    expect(within(row).getByText('Abierta')).toBeDefined()
    expect(within(row).getByText('90')).toBeDefined()
    expect(within(row).getByText('03/10/2026')).toBeDefined()
    expect(within(row).getByText('03/12/2026')).toBeDefined()
    expect(within(row).getByText('Marisol Rivera Torres')).toBeDefined()
    expect(within(rowOf(table, 'Terapia ocupacional')).getByText('Rechazada')).toBeDefined()
    expect(await screen.findByText('Estudiante: Ana Rivera López (SIE 12345678)')).toBeDefined()
    const list = api.calls.find((call) => call.path === '/compensatory-services-requests')!
    expect(Object.fromEntries(list.search)).toEqual({ student_id: '5', service_id: '3' })
  }, 20_000)

  it('narrows to one service through the address', async () => {
    await signIn()
    const api = serveRequests()
    const { router } = renderApp('/students/5/services/compensatory-services-requests?status_id=1')
    await findTable()
    await screen.findByRole('option', { name: 'Terapia del habla' })
    await userEvent.selectOptions(screen.getByLabelText('Servicio'), 'Terapia del habla')
    await waitFor(() => expect(router.state.location.pathname).toBe('/students/5/services/3/compensatory-services-requests'))
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/compensatory-services-requests').map((call) => call.search.get('service_id'))).toContain('3'))
    // The status filter stays; the list starts again at its first page.
    expect(router.state.location.search).toEqual({ status_id: 1 })
  }, 20_000)

  it('opens a request with its event log and moves it to the next status with its version', async () => {
    await signIn()
    const api = serveRequests()
    renderApp('/students/5/services/compensatory-services-requests')
    const table = await findTable()
    await userEvent.click(await within(table).findByRole('button', { name: 'Ver solicitud 51' }))
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    const log = await within(dialog).findByRole('table', { name: 'Historial de la solicitud' })
    expect(within(log).getByText('Laura Santiago')).toBeDefined()
    expect(within(dialog).getByText('3 de 30 minutos')).toBeDefined()
    // Only the moves the status table allows from «Abierta».
    await within(dialog).findByRole('button', { name: 'Pasar a «En revisión»' })
    expect(within(dialog).getByRole('button', { name: 'Pasar a «Cancelada»' })).toBeDefined()
    expect(within(dialog).queryByRole('button', { name: 'Pasar a «Aprobada»' })).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasar a «En revisión»' }))
    await userEvent.type(within(dialog).getByLabelText('Comentario (opcional)'), 'A coordinación')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true))
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ hash: 'hash-open', status_id: 2, comment: 'A coordinación' })
    expect(await screen.findByText('La solicitud pasó a «En revisión».')).toBeDefined()
    // The dialog and the list redraw from the server: the new status, the logged move, the next moves.
    await within(dialog).findByText('Abierta → En revisión')
    expect(within(dialog).getByRole('button', { name: 'Pasar a «Aprobada»' })).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(rowOf(table, 'Terapia del habla')).getByText('En revisión')).toBeDefined())
  }, 20_000)

  it('asks for the reason of a cancellation before sending it', async () => {
    await signIn()
    const api = serveRequests()
    renderApp('/students/5/services/compensatory-services-requests?request_id=51')
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pasar a «Cancelada»' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }))
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeDefined()
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false)
    await userEvent.type(within(dialog).getByLabelText('Motivo (obligatorio)'), 'Abierta por error')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ hash: 'hash-open', status_id: 7, comment: 'Abierta por error' }))
  }, 20_000)

  it('shows both states when someone else moved the request first', async () => {
    await signIn()
    serveRequests({ conflict: true })
    renderApp('/students/5/services/compensatory-services-requests?request_id=51')
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pasar a «En revisión»' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }))
    expect(await within(dialog).findByText(/usted la vio «Abierta», ahora está «En revisión»/)).toBeDefined()
    // The moves offered are now those of the current status.
    expect(within(dialog).getByRole('button', { name: 'Pasar a «Aprobada»' })).toBeDefined()
  }, 20_000)

  it('offers no moves to a read-only account', async () => {
    await signIn(readOnly)
    serveRequests()
    renderApp('/students/5/services/compensatory-services-requests?request_id=51')
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    await within(dialog).findByRole('table', { name: 'Historial de la solicitud' })
    expect(within(dialog).queryByRole('button', { name: /Pasar a/ })).toBeNull()
    expect(within(dialog).queryByRole('region', { name: 'Cambiar estado' })).toBeNull()
  }, 20_000)

  it('reads another student’s request, reached by editing the address, as missing', async () => {
    await signIn()
    serveRequests()
    renderApp('/students/6/services/compensatory-services-requests?request_id=51')
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    expect(await within(dialog).findByText('La solicitud no existe.')).toBeDefined()
  }, 20_000)
})

describe('/providers/{providerId}/specialties/{specialtyId?}/compensatory-requests', () => {
  it('lists the provider’s requests for one specialty and moves one', async () => {
    await signIn()
    const api = serveRequests()
    renderApp('/providers/7/specialties/11/compensatory-requests')
    const table = await findTable()
    await within(table).findByRole('button', { name: 'Ver solicitud 51' })
    const row = rowOf(table, 'Terapia del habla')
    expect(within(row).getByRole('link', { name: 'Ana Rivera López' })).toBeDefined()
    expect(within(row).getByText('Abierta')).toBeDefined()
    expect(await screen.findByText('Proveedor: Marisol Rivera Torres')).toBeDefined()
    const list = api.calls.find((call) => call.path === '/compensatory-services-requests')!
    expect(Object.fromEntries(list.search)).toEqual({ provider_id: '7', provider_specialty_id: '11' })

    await userEvent.click(within(row).getByRole('button', { name: 'Ver solicitud 51' }))
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pasar a «En revisión»' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ hash: 'hash-open', status_id: 2, comment: null }))
    await within(dialog).findByText('Abierta → En revisión')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(rowOf(table, 'Terapia del habla')).getByText('En revisión')).toBeDefined())
  }, 20_000)

  it('filters by status through the address', async () => {
    await signIn()
    const api = serveRequests()
    renderApp('/providers/7/specialties/compensatory-requests')
    await findTable()
    await screen.findByRole('option', { name: 'Rechazada' })
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Rechazada')
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/compensatory-services-requests').map((call) => call.search.get('status_id'))).toContain('6'))
    expect(api.calls.find((call) => call.path === '/compensatory-services-requests')!.search.get('provider_specialty_id')).toBeNull()
  }, 20_000)

  it('offers no moves to a read-only account', async () => {
    await signIn(readOnly)
    serveRequests()
    renderApp('/providers/7/specialties/compensatory-requests?request_id=51')
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 51' }, { timeout: 5000 })
    await within(dialog).findByRole('table', { name: 'Historial de la solicitud' })
    expect(within(dialog).queryByRole('button', { name: /Pasar a/ })).toBeNull()
  }, 20_000)
})
