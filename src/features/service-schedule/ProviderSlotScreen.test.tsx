import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { Permission } from '../../domain/permissions/permissions'
import type { ProviderScheduleSlot } from '../../domain/referrals/types'

const entry: ProviderScheduleSlot = {
  id: 5,
  referral_id: 1,
  day_of_week_id: 1,
  day_of_week_name: 'Lunes',
  time_slot_id: 1,
  start_time: '08:00:00',
  end_time: '09:00:00',
  location_id: null,
  hash: 'h5',
  referral_number: '2026-01-000123',
  student_id: 11,
  student_name: 'Ana Rivera',
  service_id: 3,
  service_name: 'Terapia del habla',
}

async function open(path: string, permissions: readonly Permission[]) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions: [...permissions] })
  await saveCompany(company)
  const api = fakeApi()
  api.on('GET /providers/7', { body: { id: 7, name: 'María Ortiz' } })
  api.on('GET /referrals/schedules', { body: [entry] })
  api.on('GET /service-time-slots', {
    body: [
      { id: 1, name: '8:00 – 9:00', start_time: '08:00', end_time: '09:00' },
      { id: 2, name: '9:00 – 10:00', start_time: '09:00', end_time: '10:00' },
    ],
  })
  api.on('GET /public/days-of-week', {
    body: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((name, index) => ({ id: index + 1, name })),
  })
  renderApp(path)
  return api
}

describe("a provider's schedule by slot and by day", () => {
  it('shows which referral occupies the slot on each day, and moves an entry to another slot with its hash', async () => {
    const api = await open('/providers/7/service-schedule/1', ['referrals.read', 'referrals.write'])
    const table = await screen.findByRole('table', { name: 'Referidos en este bloque' }, { timeout: 5000 })
    const monday = within(table).getByRole('row', { name: /Lunes/ })
    expect(within(monday).getByRole('link', { name: '08:00–09:00 Ana Rivera' })).toBeDefined()
    expect(within(within(table).getByRole('row', { name: /Martes/ })).getByText('Libre')).toBeDefined()
    // Weekend days show only when something is scheduled on them.
    expect(within(table).queryByRole('row', { name: /Sábado/ })).toBeNull()

    api.on('PUT /referrals/1/schedules/5', { body: { ...entry, day_of_week_id: 2, time_slot_id: 2, start_time: '09:00', end_time: '10:00', hash: 'h6' } })
    await userEvent.click(within(monday).getByRole('button', { name: 'Mover Ana Rivera · Lunes 08:00–09:00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar horario' })
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Martes' })).toBeDefined())
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Día/), 'Martes')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Bloque de horario/), '9:00 – 10:00 (09:00–10:00)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar horario' })).toBeNull())
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ day_of_week_id: 2, time_slot_id: 2, start_time: '09:00', end_time: '10:00', location_id: null, hash: 'h5' })
  }, 30_000)

  it("ends an entry of the day's schedule after the warning, with its hash", async () => {
    const api = await open('/providers/7/service-schedule/day-of-week/1', ['referrals.read', 'referrals.write'])
    api.on('DELETE /referrals/1/schedules/5', { status: 204 })
    const table = await screen.findByRole('table', { name: 'Horario del Lunes' }, { timeout: 5000 })
    expect(api.calls.some((call) => call.path === '/referrals/schedules')).toBe(true)
    await userEvent.click(within(table).getByRole('button', { name: 'Terminar Ana Rivera · Lunes 08:00–09:00' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Advertencia' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminar' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true))
    expect(api.calls.find((call) => call.method === 'DELETE')!.body).toEqual({ hash: 'h5' })
  }, 30_000)

  it('offers no changes to someone who only reads referrals', async () => {
    await open('/providers/7/service-schedule/day-of-week/1', ['referrals.read'])
    const table = await screen.findByRole('table', { name: 'Horario del Lunes' }, { timeout: 5000 })
    expect(within(table).getByRole('link', { name: '08:00–09:00 Ana Rivera' })).toBeDefined()
    expect(within(table).queryByRole('button', { name: /^Terminar/ })).toBeNull()
    expect(within(table).queryByRole('button', { name: /^Mover/ })).toBeNull()
  }, 30_000)
})
