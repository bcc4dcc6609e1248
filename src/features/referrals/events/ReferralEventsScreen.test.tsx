import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { saveCompany } from '../../../db/company'
import { saveReferenceLists } from '../../../db/reference-lists'
import { saveSignIn } from '../../../db/session'
import type { ReferralEvent } from '../../../domain/referrals/types'

const referral = { id: 1, number: '2026-01-000123', student_id: 11, student_name: 'Ana Rivera', service_name: 'Terapia del habla', customer_id: 2, schedules: [], hash: 'h1' }
const event: ReferralEvent = {
  id: 20,
  referral_id: 1,
  event_type_id: 3,
  event_type_name: 'Reunión',
  date: '2026-09-01',
  time: '10:00',
  notes: 'Con la maestra',
  cancelled: false,
  cancelled_at: null,
  cancel_comment: null,
  hash: 'e1',
  created_at: '2026-09-01T14:00:00Z',
}

async function open(path: string) {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
  await saveReferenceLists({ referralEventTypes: [{ id: 3, name: 'Reunión' }] })
  const api = fakeApi()
  api.on('GET /referrals/1', { body: referral })
  api.on('GET /referrals/1/events', { body: [event] })
  api.on('GET /referrals/events/20', { body: event })
  return { api, app: renderApp(path) }
}

describe('/students/{studentId}/referrals/{referralId?}/events/{eventId?}', () => {
  it("records an event with the shared schema's checks", async () => {
    const { api, app } = await open('/students/11/referrals/1/events')
    api.on('POST /referrals/1/events', { status: 201, body: { ...event, id: 21, hash: 'e2' } })
    api.on('GET /referrals/events/21', { body: { ...event, id: 21, hash: 'e2' } })
    const form = await screen.findByRole('form', { name: 'Registrar evento' }, { timeout: 5000 })
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Reunión' })).toBeDefined())
    await userEvent.selectOptions(within(form).getByLabelText(/^Tipo de evento/), 'Reunión')
    await userEvent.type(within(form).getByLabelText(/^Hora/), '5:00')
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar evento' }))
    expect(await within(form).findByText('Escriba una hora válida (HH:mm).')).toBeDefined()
    await userEvent.clear(within(form).getByLabelText(/^Hora/))
    await userEvent.type(within(form).getByLabelText(/^Hora/), '09:15')
    await userEvent.type(within(form).getByLabelText(/^Notas/), 'Llamada al encargado')
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar evento' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/students/11/referrals/1/events/21'))
    const post = api.calls.find((call) => call.method === 'POST')!
    expect(post.body).toMatchObject({ event_type_id: 3, time: '09:15', notes: 'Llamada al encargado' })
    expect((post.body as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }, 30_000)

  it('cancels an event with its reason, and deletes one only after the warning', async () => {
    const { api, app } = await open('/students/11/referrals/1/events/20')
    api.on('PATCH /referrals/1/events/20/cancel', { body: { ...event, cancelled: true, cancel_comment: 'Se pospuso', hash: 'e3' } })
    api.on('DELETE /referrals/1/events/20', { status: 204 })
    const card = await screen.findByRole('article', { name: /^Evento Reunión/ }, { timeout: 5000 })
    // The card's actions follow the person's permissions, read after the card is drawn.
    await userEvent.click(await within(card).findByRole('button', { name: 'Cancelar evento' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento' })
    await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Se pospuso')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar el evento' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true))
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ hash: 'e1', comment: 'Se pospuso' })

    await userEvent.click(within(await screen.findByRole('article', { name: /^Evento Reunión/ })).getByRole('button', { name: 'Eliminar evento' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Advertencia' })
    expect(within(confirm).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeDefined()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/students/11/referrals/1/events'))
    expect(api.calls.find((call) => call.method === 'DELETE')!.body).toEqual({ hash: 'e1' })
  }, 30_000)

  it('on a stale version shows the event as she read it beside the server’s, and changes nothing', async () => {
    const { api } = await open('/students/11/referrals/1/events/20')
    const current = { ...event, notes: 'Con la maestra y la directora', hash: 'e5' }
    api.on('PATCH /referrals/1/events/20/cancel', { status: 409, body: { code: 'version_conflict', message: 'El evento cambió.', current } })
    const card = await screen.findByRole('article', { name: /^Evento Reunión/ }, { timeout: 5000 })
    // The card's actions follow the person's permissions, read after the card is drawn.
    await userEvent.click(await within(card).findByRole('button', { name: 'Cancelar evento' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento' })
    await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Se pospuso')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar el evento' }))
    const alert = await within(await screen.findByRole('article', { name: /^Evento Reunión/ })).findByRole('alert')
    expect(alert.textContent).toContain('Cuando usted lo abrió: Reunión · 09/01/2026 10:00 · Vigente · Con la maestra')
    expect(alert.textContent).toContain('Ahora en el servidor: Reunión · 09/01/2026 10:00 · Vigente · Con la maestra y la directora')
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1)
  }, 30_000)

  it("opens an event by its id alone: its referral is the event's own", async () => {
    await open('/students/11/referrals/events/20')
    const card = await screen.findByRole('article', { name: /^Evento Reunión/ }, { timeout: 5000 })
    expect(within(card).getByText('Con la maestra')).toBeDefined()
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos del referido 2026-01-000123' })).toBeDefined()
  }, 30_000)

  it("answers an event reached through another student's address as missing", async () => {
    await open('/students/12/referrals/1/events/20')
    expect(await screen.findByText('No se encontró lo que busca.', {}, { timeout: 5000 })).toBeDefined()
    expect(screen.queryByRole('article', { name: /^Evento Reunión/ })).toBeNull()
  }, 30_000)
})
