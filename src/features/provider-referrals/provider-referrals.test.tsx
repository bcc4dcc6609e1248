import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { activeStudent, seedSessionLookups } from '../../../test/support/session-lookups'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import { ACTIVE_STUDENT_CACHE_MS } from '../../domain/constants'
import type { AppointmentEvent, ReferralAppointment, ReferralDetail, ReferralEvent, ReferralReplica } from '../../domain/referrals/types'
import type { PushResult } from '../../domain/sync/push'
import { loadActiveStudents, saveActiveStudents } from '../../sync/active-students'
import { runSync } from '../../sync/engine'

vi.mock('../../sync/triggers', () => ({
  requestSync: () => undefined,
  registerBackgroundSync: async () => undefined,
}))
vi.setConfig({ testTimeout: 20_000 })

const student = activeStudent({
  referral_id: 100,
  student_id: 500,
  student_name: 'Ana Rivera',
  referral_number: '2026-01-000100',
})

const referral: ReferralDetail = {
  id: 100,
  number: '2026-01-000100',
  student_id: 500,
  student_name: 'Ana Rivera',
  sie_number: '12345678',
  service_id: 1,
  service_name: 'Terapia del habla',
  status_id: 1,
  status_name: 'Activo',
  customer_id: 1,
  customer_name: 'ORE San Juan',
  region: 'San Juan',
  location_id: 10,
  location_name: 'Escuela Luis Muñoz Rivera',
  provider_id: 1,
  provider_name: 'Marisol Rivera Torres',
  start_date: '2026-08-17',
  end_date: null,
  weekly_frequency: 2,
  session_minutes: 30,
  referral_type_id: null,
  provider_specialty_id: 1,
  academic_year_id: 1,
  notes: null,
  schedules: [
    {
      id: 1,
      referral_id: 100,
      day_of_week_id: 1,
      day_of_week_name: 'Lunes',
      time_slot_id: null,
      start_time: '08:00',
      end_time: '08:30',
      location_id: 10,
      hash: 's1',
    },
  ],
  hash: 'r1',
  updated_at: '2026-08-17T12:00:00.000Z',
}

const event: ReferralEvent = {
  id: 7,
  referral_id: 100,
  event_type_id: 1,
  event_type_name: 'Reunión de planificación',
  date: '2026-11-20',
  time: '09:00',
  notes: null,
  cancelled: false,
  cancelled_at: null,
  cancel_comment: null,
  hash: 'e1',
  created_at: '2026-11-01T12:00:00.000Z',
}

const appointment: ReferralAppointment = {
  id: 30,
  referral_event_id: 7,
  referral_id: 100,
  referral_number: '2026-01-000100',
  student_id: 500,
  student_name: 'Ana Rivera',
  provider_id: 1,
  date: '2026-11-23',
  start_time: '10:00',
  end_time: '10:45',
  location_id: 10,
  status: 'scheduled',
  cancel_reason_id: null,
  notes: null,
  hash: 'a1',
}

const scheduled: AppointmentEvent = {
  id: 1,
  appointment_id: 30,
  event_type_id: 1,
  event_type_name: 'Programada',
  cancel_reason_id: null,
  notes: null,
  created_by: 1,
  created_at: '2026-11-01T12:00:00.000Z',
}

const replica = (overrides: Partial<ReferralReplica> = {}): ReferralReplica => ({
  referrals: [referral],
  events: [event],
  appointments: [appointment],
  appointment_events: [scheduled],
  appointment_event_types: [
    {
      id: 1,
      name: 'Programada',
      status: 'scheduled',
      needs_cancel_reason: false,
    },
    { id: 2, name: 'Realizada', status: 'held', needs_cancel_reason: false },
    {
      id: 3,
      name: 'Cancelada',
      status: 'cancelled',
      needs_cancel_reason: true,
    },
  ],
  cancel_reasons: [{ id: 1, name: 'Estudiante ausente' }],
  ...overrides,
})

const OWNER = 'provider:1'

beforeEach(async () => {
  await saveSignIn(tokens('1'), providerUser)
})

describe('the referral replica', () => {
  it('is fetched with the active students when the cache rule says so, and reused within the hour', async () => {
    const api = fakeApi()
    api.on('GET /referrals/active-students', { body: [student] })
    api.on('GET /referrals/active-students/details', { body: replica() })
    expect(await loadActiveStudents('provider', 1, { useCache: true })).toBe('server')
    expect(await db.referrals.get([OWNER, 100])).toMatchObject({
      number: '2026-01-000100',
      schedules: [{ day_of_week_name: 'Lunes' }],
    })
    expect(await db.referralEvents.where('owner').equals(OWNER).count()).toBe(1)
    expect(await db.appointments.where('owner').equals(OWNER).count()).toBe(1)
    expect(await db.appointmentEvents.where('owner').equals(OWNER).count()).toBe(1)
    expect((await db.referralLists.get(OWNER))?.cancel_reasons).toHaveLength(1)
    const details = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .find((url) => url.includes('/details'))
    expect(details).toContain('provider_id=1')

    expect(await loadActiveStudents('provider', 1, { useCache: true })).toBe('cache')
    expect(api.calls.filter((call) => call.path === '/referrals/active-students/details')).toHaveLength(1)
  })

  it('is fetched again, within the hour, once the screen speaks another language (its names are in the old one)', async () => {
    const api = fakeApi()
    api.on('GET /referrals/active-students', { body: [student] })
    api.on('GET /referrals/active-students/details', { body: replica() })
    document.documentElement.lang = 'es'
    onTestFinished(() => void (document.documentElement.lang = 'es'))
    expect(await loadActiveStudents('provider', 1, { useCache: true })).toBe('server')
    expect(await loadActiveStudents('provider', 1, { useCache: true })).toBe('cache')
    document.documentElement.lang = 'en-US'
    expect(await loadActiveStudents('provider', 1, { useCache: true })).toBe('server')
    expect(api.calls.at(-1)?.headers.get('Accept-Language')).toBe('en-US')
    expect(await loadActiveStudents('provider', 1, { useCache: true })).toBe('cache')
  })

  it('is replaced whole on a refresh: a referral no longer active leaves the device with its records', async () => {
    await saveActiveStudents(OWNER, [student], Date.now() - ACTIVE_STUDENT_CACHE_MS - 1, replica())
    const api = fakeApi()
    api.on('GET /referrals/active-students', { body: [] })
    api.on('GET /referrals/active-students/details', {
      body: replica({
        referrals: [],
        events: [],
        appointments: [],
        appointment_events: [],
      }),
    })
    await loadActiveStudents('provider', 1, { useCache: true })
    for (const table of [db.referrals, db.referralEvents, db.appointments, db.appointmentEvents]) expect(await table.where('owner').equals(OWNER).count()).toBe(0)
  })

  it('keeps the students coming when the server has no referral details (an older server)', async () => {
    await saveActiveStudents(OWNER, [], Date.now() - ACTIVE_STUDENT_CACHE_MS - 1, replica())
    const api = fakeApi()
    api.on('GET /referrals/active-students', { body: [student] })
    await loadActiveStudents('provider', 1, { useCache: false })
    expect(await db.activeStudents.where('owner').equals(OWNER).count()).toBe(1)
    // What the device held stays readable.
    expect(await db.referrals.get([OWNER, 100])).toBeDefined()
  })
})

describe('the provider’s referral screens, offline', () => {
  beforeEach(async () => {
    await seedSessionLookups([student])
    await saveActiveStudents(OWNER, [student], Date.now(), replica())
    fakeApi().on('GET /referrals/active-students', { networkError: true })
  })

  it('shows the referral from the device: service, school, frequency, schedule, events, appointments', async () => {
    renderApp('/provider/active-students/500/referrals/100')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rivera' })).toBeDefined()
    expect(screen.getByText('2026-01-000100')).toBeDefined()
    expect(screen.getByText('Escuela Luis Muñoz Rivera')).toBeDefined()
    expect(screen.getByText('2 por semana, 30 minutos cada una')).toBeDefined()
    expect(screen.getByText('Lunes · 08:00–08:30')).toBeDefined()
    const events = screen.getByRole('region', { name: 'Eventos' })
    expect(
      within(events).getByRole('link', {
        name: /11\/20\/2026 09:00 · Reunión de planificación/,
      }),
    ).toBeDefined()
    const appointments = screen.getByRole('region', { name: 'Citas' })
    expect(
      within(appointments).getByRole('link', {
        name: 'Cita del 11/23/2026 10:00–10:45',
      }),
    ).toBeDefined()
    expect(within(appointments).getByText('Programada')).toBeDefined()
  })

  it('shows a supervisor the referral read only, with no way to record', async () => {
    await saveActiveStudents('supervisor:1', [student], Date.now(), replica())
    renderApp('/provider/supervisions/500/referrals/100')
    expect(await screen.findByText('Solo lectura · Proveedor: Marisol Rivera Torres')).toBeDefined()
    expect(within(screen.getByRole('region', { name: 'Citas' })).queryAllByRole('link')).toHaveLength(0)
    expect(screen.queryByRole('link', { name: 'Registrar sesión' })).toBeNull()
  })

  it('lists the week’s appointments from Monday to Sunday, the week in the address', async () => {
    renderApp('/provider/appointments?week=2026-11-25')
    expect(await screen.findByText('Semana del 11/23/2026 al 11/29/2026')).toBeDefined()
    expect(await screen.findByRole('link', { name: '10:00 · Ana Rivera' })).toBeDefined()
  })

  it('records an appointment event on the device, sends it once, and shows the server’s answer', async () => {
    const user = userEvent.setup()
    renderApp('/provider/students/500/referrals/100/appointments/30')
    await screen.findByRole('heading', {
      level: 1,
      name: 'Cita del 11/23/2026 10:00–10:45',
    })
    await user.selectOptions(screen.getByLabelText(/^Qué ocurrió/), 'Realizada')
    await user.type(screen.getByLabelText(/^Notas/), 'Trabajamos fonemas')
    await user.click(screen.getByRole('button', { name: 'Registrar evento' }))
    await screen.findByRole('article', {
      name: 'Evento guardado en el dispositivo: Realizada',
    })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      type: 'referral-appointment.event',
      entityId: 'appointment:30',
      baseHash: 'a1',
      request: {
        method: 'POST',
        path: '/referrals/events/appointments/30/events',
        body: {
          event_type_id: 2,
          cancel_reason_id: null,
          notes: 'Trabajamos fonemas',
        },
      },
    })

    const api = fakeApi()
    const pushes: unknown[][] = []
    const held = { ...appointment, status: 'held' as const, hash: 'a2' }
    const recorded: AppointmentEvent = {
      ...scheduled,
      id: 2,
      event_type_id: 2,
      event_type_name: 'Realizada',
      notes: 'Trabajamos fonemas',
    }
    api.on('POST /sync/push', ({ body }) => {
      const mutations = (body as { mutations: { id: string; body: unknown }[] }).mutations
      pushes.push(mutations.map((mutation) => mutation.body))
      const results: PushResult[] = mutations.map((mutation) => ({
        id: mutation.id,
        outcome: 'applied',
        status: 201,
        body: { appointment: held, event: recorded },
      }))
      return { body: { results } }
    })
    expect(await runSync({ reason: 'test' })).toBe('drained')
    // Sent once, with the version the person saw; the empty push after it carries only the report.
    expect(pushes.filter((batch) => batch.length > 0)).toEqual([
      [
        {
          event_type_id: 2,
          cancel_reason_id: null,
          notes: 'Trabajamos fonemas',
          hash: 'a1',
        },
      ],
    ])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.appointments.get([OWNER, 30])).toMatchObject({
      status: 'held',
      hash: 'a2',
    })
    await waitFor(() =>
      expect(
        screen.queryByRole('article', {
          name: 'Evento guardado en el dispositivo: Realizada',
        }),
      ).toBeNull(),
    )
    expect(within(screen.getByRole('region', { name: 'Eventos de la cita' })).getByText('Trabajamos fonemas')).toBeDefined()
  })

  it('asks for the reason of a cancellation before saving anything', async () => {
    const user = userEvent.setup()
    renderApp('/provider/students/500/referrals/100/appointments/30')
    await user.selectOptions(await screen.findByLabelText(/^Qué ocurrió/), 'Cancelada')
    await user.click(screen.getByRole('button', { name: 'Registrar evento' }))
    expect(await screen.findByText('Una cancelación necesita su razón.')).toBeDefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('shows a conflict with both versions, and sends hers again on the current version when she chooses', async () => {
    const user = userEvent.setup()
    renderApp('/provider/students/500/referrals/100/appointments/30')
    await user.selectOptions(await screen.findByLabelText(/^Qué ocurrió/), 'Realizada')
    await user.click(screen.getByRole('button', { name: 'Registrar evento' }))
    await screen.findByRole('article', {
      name: 'Evento guardado en el dispositivo: Realizada',
    })

    const cancelled = {
      ...appointment,
      status: 'cancelled' as const,
      cancel_reason_id: 1,
      hash: 'a9',
    }
    const api = fakeApi()
    api.on('POST /sync/push', ({ body }) => {
      const mutations = (body as { mutations: { id: string }[] }).mutations
      const results: PushResult[] = mutations.map((mutation) => ({
        id: mutation.id,
        outcome: 'conflict',
        status: 409,
        code: 'version_conflict',
        message: 'La cita cambió',
        current: cancelled,
      }))
      return { body: { results } }
    })
    await runSync({ reason: 'test' })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      state: 'conflict',
      currentAppointment: { hash: 'a9', status: 'cancelled' },
    })
    expect(entry!.current).toBeUndefined()

    const card = await screen.findByRole('article', {
      name: 'Evento guardado en el dispositivo: Realizada',
    })
    await within(card).findByText('Conflicto')
    expect(within(within(card).getByLabelText('Su versión')).getByText('Realizada')).toBeDefined()
    expect(within(within(card).getByLabelText('Versión del servidor')).getByText('Estado: Cancelada')).toBeDefined()
    await user.click(
      within(card).getByRole('button', {
        name: 'Enviar mi evento sobre la versión actual',
      }),
    )
    await waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', baseHash: 'a9' }]))
  })
})
