import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { atFourInTheAfternoon } from '../../../../test/support/company-afternoon'
import { providerUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { seedSessionLookups } from '../../../../test/support/session-lookups'
import { db } from '../../../db/database'
import { saveSignIn } from '../../../db/session'
import { addDays } from '../../../domain/rules/dates'
import { companyToday } from '../../../domain/rules/company-time'
import { sessionFields } from '../../../../test/support/session-fields'
import { recordSession } from '../commands'

// Writes ask for a sync; here nothing is sent, so what is on the device can be checked.
// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('../../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined, syncNow: async () => 'drained' }))

beforeEach(async () => {
  await saveSignIn(tokens('1'), providerUser)
  await seedSessionLookups()
})

describe('recording a session', () => {
  it('saves it on the device with its outbox entry, and lists it as pending, marked and in view', async () => {
    atFourInTheAfternoon()
    const user = userEvent.setup()
    renderApp('/provider/service-sessions')
    await user.click(await screen.findByRole('button', { name: 'Registrar sesión' }))
    const form = await screen.findByRole('form', { name: 'Sesión' })
    await user.selectOptions(within(form).getByLabelText(/Hora/), '08:30')
    await user.selectOptions(within(form).getByLabelText(/Duración/), '30 minutos')
    await user.selectOptions(within(form).getByLabelText(/Tipo de sesión/), 'Terapia individual')
    await user.selectOptions(within(form).getByLabelText(/Localidad/), 'Escuela Luis Muñoz Rivera')
    await user.selectOptions(within(form).getByLabelText(/Servicio/), 'Terapia del habla')
    await user.selectOptions(within(form).getByLabelText(/Resultado de la sesión/), 'Sesión ofrecida')
    await user.click(within(form).getByText('Ana Rivera'))
    await user.selectOptions(within(form).getByLabelText('Resultado de la visita de Ana Rivera'), 'Asistió')
    await user.type(within(form).getByLabelText('Notas'), 'Trabajó sonidos /r/.')
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))

    const card = await screen.findByRole('article', { name: 'Sesión de las 08:30' })
    expect(within(card).getByText('Guardado en el dispositivo')).toBeDefined()
    expect(card.getAttribute('data-highlighted')).toBe('true')
    const [row] = await db.serviceSessions.toArray()
    expect(row).toMatchObject({
      date: companyToday(),
      time: '08:30',
      syncState: 'pending',
      notes: 'Trabajó sonidos /r/.',
      visits: [{ student_id: 11, referral_id: 1, visit_outcome_id: 1 }],
    })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ type: 'service-session.create', entityId: row!.id, state: 'pending', request: { method: 'POST', path: '/service-sessions' } })
  })
})

describe("the day's sessions", () => {
  it('changes a session on the device: the change waits in the outbox', async () => {
    atFourInTheAfternoon()
    const user = userEvent.setup()
    const id = await recordSession(sessionFields({ time: '09:00', notes: 'Antes' }), providerUser)
    await db.outbox.clear()
    await db.serviceSessions.update(id, { syncState: 'synced', hash: 'v1' })
    renderApp('/provider/service-sessions')
    const card = await screen.findByRole('article', { name: 'Sesión de las 09:00' })
    expect(within(card).getByText('Sincronizada')).toBeDefined()
    await user.click(within(card).getByRole('button', { name: /^Editar/ }))
    const notes = within(await screen.findByRole('form', { name: 'Sesión' })).getByLabelText('Notas')
    await user.clear(notes)
    await user.type(notes, 'Después')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    const changed = await screen.findByRole('article', { name: 'Sesión de las 09:00' })
    expect(within(changed).getByText('Después')).toBeDefined()
    expect(within(changed).getByText('Guardado en el dispositivo')).toBeDefined()
    expect(await db.outbox.toArray()).toMatchObject([{ type: 'service-session.update', entityId: id, baseHash: 'v1', request: { body: { notes: 'Después' } } }])
  })

  it('deletes a session only after the warning is confirmed', async () => {
    const user = userEvent.setup()
    const id = await recordSession(sessionFields({ time: '11:00' }), providerUser)
    renderApp('/provider/service-sessions')
    await user.click(within(await screen.findByRole('article', { name: 'Sesión de las 11:00' })).getByRole('button', { name: /^Eliminar/ }))
    const warning = await screen.findByRole('alertdialog', { name: 'Advertencia' })
    expect(warning.textContent).toContain('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')
    // The item's name, on its own line under §8's words.
    expect(within(warning).getByTestId('confirm-subject').textContent).toMatch(/^Sesión del .+ a las 11:00 en /)
    await user.click(within(warning).getByRole('button', { name: 'Cancelar' }))
    expect((await db.serviceSessions.get(id))?.deleted).toBe(false)

    await user.click(within(screen.getByRole('article', { name: 'Sesión de las 11:00' })).getByRole('button', { name: /^Eliminar/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^Eliminar/ }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sesión de las 11:00' })).toBeNull())
    expect((await db.serviceSessions.get(id))?.deleted).toBe(true)
    expect((await db.outbox.toArray()).map((entry) => entry.type)).toEqual(['service-session.create', 'service-session.delete'])
  })

  it('shows another day, never one after today', async () => {
    const yesterday = addDays(companyToday(), -1)
    await recordSession(sessionFields({ date: yesterday, time: '07:30' }), providerUser)
    await recordSession(sessionFields({ time: '08:45' }), providerUser)
    renderApp(`/provider/service-sessions?date=${yesterday}`)
    expect(await screen.findByRole('article', { name: 'Sesión de las 07:30' })).toBeDefined()
    expect(screen.queryByRole('article', { name: 'Sesión de las 08:45' })).toBeNull()
    expect(screen.getByLabelText('Día').getAttribute('max')).toBe(companyToday())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sesiones del día')
  })
})
