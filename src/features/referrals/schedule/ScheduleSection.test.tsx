import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../../test/support/fixtures'
import { referralDetail } from '../../../../test/support/referrals'
import { renderApp } from '../../../../test/support/render-app'
import { saveCompany } from '../../../db/company'
import { saveSignIn } from '../../../db/session'
import type { Permission } from '../../../domain/permissions/permissions'
import type { ReferralSchedule } from '../../../domain/referrals/types'

const monday: ReferralSchedule = { id: 5, referral_id: 1, day_of_week_id: 1, day_of_week_name: 'Lunes', time_slot_id: 1, start_time: '08:00:00', end_time: '08:30:00', location_id: null, hash: 'h5' }

const detail = (schedules: ReferralSchedule[]) => referralDetail({ provider_specialty_id: 9, schedules })

async function openReferral(permissions: readonly Permission[]) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions: [...permissions] })
  await saveCompany(company)
  const api = fakeApi()
  api.on('GET /referrals/1', { body: detail([monday]) })
  api.on('GET /referrals/1/events', { body: [] })
  api.on('GET /service-time-slots', {
    body: [
      { id: 1, name: 'Bloque 1', start_time: '08:00:00', end_time: '08:30:00' },
      { id: 2, name: 'Bloque 2', start_time: '09:00:00', end_time: '09:30:00' },
    ],
  })
  api.on('GET /public/days-of-week', { body: [{ id: 1, name: 'Lunes' }, { id: 2, name: 'Martes' }] })
  renderApp('/students/11/referrals/1')
  await screen.findByRole('heading', { name: 'Horario semanal' }, { timeout: 5000 })
  return api
}

const writes = (api: ReturnType<typeof fakeApi>, method: string) => api.calls.filter((call) => call.method === method && call.path.startsWith('/referrals/1/schedules'))

describe('the referral page: editing the weekly schedule', () => {
  it('is read-only without referrals.write', async () => {
    await openReferral(['referrals.read'])
    await screen.findByRole('cell', { name: 'Lunes' })
    expect(screen.queryByRole('button', { name: 'Agregar horario' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Cambiar/ })).toBeNull()
  }, 20_000)

  it('adds an entry from a time slot; an overlap is shown on the time', async () => {
    const api = await openReferral(['referrals.read', 'referrals.write'])
    let answer = 0
    api.on('POST /referrals/1/schedules', () =>
      ++answer === 1
        ? { status: 409, body: { code: 'schedule_overlap', message: 'El proveedor ya tiene otro horario a esa hora.', errors: { start_time: 'schedule_overlap' } } }
        : { status: 201, body: { ...monday, id: 6, day_of_week_id: 2, day_of_week_name: 'Martes', time_slot_id: 2, hash: 'h6' } },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar horario' }))
    const dialog = await screen.findByRole('dialog', { name: 'Agregar horario' })
    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Bloque 2 (09:00–09:30)' })).toBeDefined())
    await userEvent.selectOptions(field('Día'), 'Martes')
    await userEvent.selectOptions(field('Bloque de horario'), 'Bloque 2 (09:00–09:30)')
    // The slot fills in its times.
    expect(field('Hora de inicio').value).toBe('09:00')
    expect(field('Hora de fin').value).toBe('09:30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }))
    expect(await within(dialog).findByText('El proveedor ya tiene otro horario a esa hora.')).toBeDefined()
    expect(writes(api, 'POST')[0]!.body).toEqual({ day_of_week_id: 2, time_slot_id: 2, start_time: '09:00', end_time: '09:30', location_id: null })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar horario' })).toBeNull())
    expect(writes(api, 'POST')).toHaveLength(2)
  }, 30_000)

  it('on a stale version (409) shows the entry as it is now and saves the change on top of it when asked', async () => {
    const api = await openReferral(['referrals.read', 'referrals.write'])
    const current = { ...monday, start_time: '09:00:00', end_time: '09:30:00', time_slot_id: 2, hash: 'h5b' }
    let answer = 0
    api.on('PUT /referrals/1/schedules/5', () =>
      ++answer === 1
        ? { status: 409, body: { code: 'version_conflict', message: 'El horario cambió desde que se abrió.', current } }
        : { body: { ...current, day_of_week_id: 2, day_of_week_name: 'Martes', start_time: '08:00:00', end_time: '08:30:00', hash: 'h5c' } },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar Lunes 08:00–08:30' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar horario' })
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Martes' })).toBeDefined())
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Día/), 'Martes')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Ahora en el servidor: Lunes 09:00–09:30')
    expect(alert.textContent).toContain('Su versión: Martes 08:00–08:30')
    expect(writes(api, 'PUT')[0]!.body).toMatchObject({ day_of_week_id: 2, hash: 'h5' })

    await userEvent.click(within(alert).getByRole('button', { name: 'Guardar mi versión' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar horario' })).toBeNull())
    // The retry is based on the server's version, and carries what the person chose.
    expect(writes(api, 'PUT')[1]!.body).toMatchObject({ day_of_week_id: 2, start_time: '08:00', end_time: '08:30', hash: 'h5b' })
  }, 30_000)

  it('removes an entry after the warning; a stale one asks again with the current version', async () => {
    const api = await openReferral(['referrals.read', 'referrals.write'])
    const current = { ...monday, end_time: '08:45:00', hash: 'h5b' }
    let answer = 0
    api.on('DELETE /referrals/1/schedules/5', () => (++answer === 1 ? { status: 409, body: { code: 'version_conflict', message: 'El horario cambió.', current } } : { status: 204 }))
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar Lunes 08:00–08:30' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Advertencia' })
    expect(within(confirm).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeDefined()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Quitar' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Ahora en el servidor: Lunes 08:00–08:45')
    expect(writes(api, 'DELETE')[0]!.body).toEqual({ hash: 'h5' })
    await userEvent.click(within(alert).getByRole('button', { name: 'Quitar la versión actual' }))
    await waitFor(() => expect(writes(api, 'DELETE')).toHaveLength(2))
    expect(writes(api, 'DELETE')[1]!.body).toEqual({ hash: 'h5b' })
  }, 30_000)
})
