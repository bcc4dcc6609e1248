import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { atFourInTheAfternoon } from '../../../../test/support/company-afternoon'
import { providerUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { demoStudents, seedSessionLookups } from '../../../../test/support/session-lookups'
import { db } from '../../../db/database'
import { saveSignIn } from '../../../db/session'
import { addDays } from '../../../domain/rules/dates'
import { companyToday } from '../../../domain/rules/company-time'
import { sessionFields } from '../../../../test/support/session-fields'
import { recordSession } from '../commands'
import type { ReferralDetail, ReferralSchedule } from '../../../domain/referrals/types'
import { activeStudentsOwner } from '../../../domain/service-sessions/active-students-cache'
import { saveActiveStudents } from '../../../sync/active-students'
import { referralDetail } from '../../../../test/support/referrals'

/** A referral of provider 1 as the device's replica holds it (speech therapy at her first school). */
const replicaReferral = (id: number, studentId: number, studentName: string, schedules: ReferralSchedule[], overrides: Partial<ReferralDetail> = {}): ReferralDetail =>
  referralDetail({
    id,
    number: `2026-01-${String(id).padStart(6, '0')}`,
    student_id: studentId,
    student_name: studentName,
    service_id: 1,
    location_id: 10,
    location_name: 'Escuela Luis Muñoz Rivera',
    provider_id: 1,
    provider_name: 'Marisol Rivera Torres',
    schedules,
    ...overrides,
  })

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

describe('the day starts from the schedule', () => {
  // Monday 23 November 2026 at 16:00 in San Juan (20:00 UTC): a fixed day, whatever today is.
  const MONDAY = '2026-11-23'
  const WEDNESDAY_BEFORE = '2026-11-18'
  const onMonday = async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(`${MONDAY}T20:00:00Z`))
    onTestFinished(() => void vi.useRealTimers())
    // Her referrals as the device holds them: Ana on Monday and Wednesday at her school, Bruno on
    // Monday at another school; Carla's referral is closed, so her Monday slot expects nothing.
    const schedule = (id: number, referralId: number, day: number, start: string, end: string, locationId: number | null = null): ReferralSchedule => ({
      id,
      referral_id: referralId,
      day_of_week_id: day,
      day_of_week_name: day === 1 ? 'Lunes' : 'Miércoles',
      time_slot_id: null,
      start_time: start,
      end_time: end,
      location_id: locationId,
      hash: `s${id}`,
    })
    const referrals = [
      replicaReferral(1, 11, 'Ana Rivera', [schedule(1, 1, 1, '08:00', '08:30'), schedule(2, 1, 3, '10:00', '10:30')]),
      replicaReferral(2, 12, 'Bruno Colón', [schedule(3, 2, 1, '09:00', '09:45', 20)]),
      replicaReferral(3, 13, 'Carla Ortiz', [schedule(4, 3, 1, '11:00', '11:30')], { status_id: 3, status_name: 'Cerrado', location_id: 20, location_name: 'Escuela José de Diego' }),
    ]
    await saveActiveStudents(activeStudentsOwner('provider', 1), demoStudents(), Date.now(), {
      referrals,
      events: [],
      appointments: [],
      appointment_events: [],
      appointment_event_types: [],
      cancel_reasons: [],
    })
  }

  it('lists the sessions her schedules expect today, and records one from the schedule in one tap', async () => {
    await onMonday()
    const user = userEvent.setup()
    renderApp('/provider/service-sessions')
    const expected = await screen.findByRole('region', { name: 'Según su horario' })
    const items = within(expected).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Ana Rivera a las 08:00', 'Bruno Colón a las 09:00'])
    expect(items[1]!.textContent).toContain('09:00–09:45 · 45 min')
    expect(items[1]!.textContent).toContain('Terapia del habla · Escuela José de Diego')
    expect(items[0]!.textContent).toContain('Terapia del habla · Escuela Luis Muñoz Rivera')
    expect(screen.getByText('No hay sesiones registradas este día.')).toBeDefined()

    await user.click(within(items[1]!).getByRole('button', { name: 'Registrar sesión de Bruno Colón a las 09:00' }))
    const form = await screen.findByRole('form', { name: 'Sesión' })
    // The form opens as the schedule says: that day, time, place, length, service and student.
    expect((within(form).getByLabelText(/Fecha/) as HTMLInputElement).value).toBe(MONDAY)
    expect((within(form).getByLabelText(/Hora/) as HTMLSelectElement).value).toBe('09:00')
    expect((within(form).getByLabelText(/Duración/) as HTMLSelectElement).value).toBe('2')
    expect((within(form).getByLabelText(/Localidad/) as HTMLSelectElement).value).toBe('20')
    expect((within(form).getByLabelText(/Servicio/) as HTMLSelectElement).value).toBe('1')
    await user.selectOptions(within(form).getByLabelText(/Tipo de sesión/), 'Terapia individual')
    await user.selectOptions(within(form).getByLabelText(/Resultado de la sesión/), 'Sesión ofrecida')
    await user.selectOptions(within(form).getByLabelText('Resultado de la visita de Bruno Colón'), 'Asistió')
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))

    // Back on the day: the session is recorded, and Bruno's expected session says so.
    expect(await screen.findByRole('article', { name: 'Sesión de las 09:00' })).toBeDefined()
    const bruno = within(screen.getByRole('region', { name: 'Según su horario' })).getByRole('listitem', { name: 'Bruno Colón a las 09:00' })
    expect(within(bruno).getByText('Registrada')).toBeDefined()
    expect(within(bruno).queryByRole('button')).toBeNull()
    const ana = screen.getByRole('listitem', { name: 'Ana Rivera a las 08:00' })
    expect(within(ana).getByRole('button', { name: /^Registrar sesión/ })).toBeDefined()
    const [row] = await db.serviceSessions.toArray()
    expect(row).toMatchObject({ date: MONDAY, time: '09:00', duration_id: 2, location_id: 20, service_id: 1, visits: [{ student_id: 12, referral_id: 2, visit_outcome_id: 1 }] })
    // The form's draft went with the save: the next tap starts from the schedule again.
    expect(await db.drafts.count()).toBe(0)
  })

  it("keeps an earlier day's scheduled session pending until a session is recorded for it", async () => {
    await onMonday()
    // Bruno was seen the Monday before (recorded then); nothing else of the two weeks before was.
    await recordSession(sessionFields({ date: '2026-11-16', time: '09:00', location_id: 20, visits: [{ student_id: 12, referral_id: 2, visit_outcome_id: 1 }] }), providerUser)
    const user = userEvent.setup()
    renderApp('/provider/service-sessions')
    // Folded under their count, which is what the day's screen shows first.
    await user.click(await screen.findByText('Sesiones de días anteriores sin registrar: 5'))
    const pending = await screen.findByRole('region', { name: 'Pendientes de días anteriores' })
    expect(within(pending).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Ana Rivera el 11/09/2026 a las 08:00',
      'Bruno Colón el 11/09/2026 a las 09:00',
      'Ana Rivera el 11/11/2026 a las 10:00',
      'Ana Rivera el 11/16/2026 a las 08:00',
      'Ana Rivera el 11/18/2026 a las 10:00',
    ])
    // One tap opens the form on that day, at that time.
    await user.click(within(pending).getByRole('button', { name: 'Registrar sesión de Ana Rivera del 11/18/2026 a las 10:00' }))
    const form = await screen.findByRole('form', { name: 'Sesión' })
    expect((within(form).getByLabelText(/Fecha/) as HTMLInputElement).value).toBe(WEDNESDAY_BEFORE)
    expect((within(form).getByLabelText(/Hora/) as HTMLSelectElement).value).toBe('10:00')
  })

  it("shows another day's expected sessions, marking one already recorded", async () => {
    await onMonday()
    await recordSession(sessionFields({ date: WEDNESDAY_BEFORE, time: '10:05', location_id: 10, visits: [{ student_id: 11, referral_id: 1, visit_outcome_id: 1 }] }), providerUser)
    renderApp(`/provider/service-sessions?date=${WEDNESDAY_BEFORE}`)
    const expected = await screen.findByRole('region', { name: 'Según su horario' })
    const [ana, ...others] = within(expected).getAllByRole('listitem')
    expect(others).toEqual([])
    expect(ana!.getAttribute('aria-label')).toBe('Ana Rivera a las 10:00')
    expect(within(ana!).getByText('Registrada')).toBeDefined()
    expect(await screen.findByRole('article', { name: 'Sesión de las 10:05' })).toBeDefined()
  })
})
