import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { atFourInTheAfternoon } from '../../../../test/support/company-afternoon'
import { providerUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { sessionFields } from '../../../../test/support/session-fields'
import { seedSessionLookups } from '../../../../test/support/session-lookups'
import { db } from '../../../db/database'
import { fromServer } from '../../../db/local-session'
import { saveReferenceLists } from '../../../db/reference-lists'
import { saveSignIn } from '../../../db/session'
import type { PlanDetail, PlanObjective } from '../../../domain/plans/offline'
import { PLAN_STATUS } from '../../../domain/plans/status'
import type { MeasurementTypeItem } from '../../../domain/reference'
import { companyToday } from '../../../domain/rules/company-time'
import type { SessionFields } from '../../../domain/service-sessions/schemas'
import type { ServiceSession } from '../../../domain/service-sessions/types'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

vi.mock('../../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined, syncNow: async () => 'drained' }))

const owner = `provider:${providerUser.provider_id}`

const MEASUREMENT_TYPES: MeasurementTypeItem[] = [
  { id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' },
  { id: 2, name: 'Frecuencia', kind: 'count' },
  { id: 3, name: 'Duración', kind: 'minutes' },
  { id: 4, name: 'Nivel de ayuda', kind: 'level' },
]

const ACADEMIC_YEAR = { id: 5, name: '2025-2026', delta: 0, timestamp: '2025-07-01T04:00:00.000Z', start_date: '2025-07-01', end_date: '2026-06-30', key_dates: { plans_start: '2025-05-01' } }

const objective = (id: number, description: string, measurement_type_id: number, target: number | null, sort_index: number): PlanObjective => ({
  id,
  uuid: `o${id}`,
  goal_id: null,
  description,
  measurement_type_id,
  objective_id: null,
  sort_index,
  target,
  hash: `h${id}`,
  achievements: [],
})

function plan(id: number, status_id: number, goals: PlanDetail['goals']): PlanDetail {
  return {
    id,
    uuid: `p${id}`,
    referral_id: 1,
    student_id: 11,
    student_name: 'Ana Rivera',
    service_name: 'Terapia del habla',
    provider_id: providerUser.provider_id,
    academic_year_id: ACADEMIC_YEAR.id,
    academic_year_name: ACADEMIC_YEAR.name,
    academic_year_delta: 0,
    status_id,
    tab: null,
    hash: `ph${id}`,
    may_write: true,
    periods: [],
    student_assessments: [],
    goals,
    discussions: [],
  }
}

/** Ana's plan in force (active, this academic year) and a draft of hers that is not offered. */
const plans = (): PlanDetail[] => [
  plan(7, PLAN_STATUS.activeCurrent, [
    {
      id: 70,
      uuid: 'g70',
      description: 'Mejorar la articulación',
      sort_index: 1,
      hash: 'gh70',
      objectives: [objective(501, 'Produce /r/ en palabras', 1, 80, 1), objective(502, 'Nombra objetos', 2, 10, 2)],
    },
    {
      id: 71,
      uuid: 'g71',
      description: 'Atención en la tarea',
      sort_index: 2,
      hash: 'gh71',
      objectives: [objective(503, 'Permanece en la tarea', 3, 20, 1), objective(504, 'Sigue instrucciones', 4, 4, 2)],
    },
  ]),
  plan(8, PLAN_STATUS.draft, [{ id: 80, uuid: 'g80', description: 'Borrador', sort_index: 1, hash: 'gh80', objectives: [objective(601, 'Objetivo del borrador', 1, 50, 1)] }]),
]

async function seedPlans(measurementTypes: MeasurementTypeItem[] = MEASUREMENT_TYPES) {
  await saveReferenceLists({ academicYears: [ACADEMIC_YEAR], measurementTypes })
  await db.plans.bulkPut(plans().map((row) => ({ ...row, owner })))
}

beforeEach(async () => {
  atFourInTheAfternoon()
  await saveSignIn(tokens('1'), providerUser)
  await seedSessionLookups()
  await seedPlans()
})

const field = (form: HTMLElement, label: RegExp | string) => within(form).getByLabelText(label) as HTMLSelectElement
const objectiveGroup = (form: HTMLElement, name: string) => within(form).getByRole('group', { name })

async function fillSessionForAna(user: UserEvent, form: HTMLElement) {
  await user.selectOptions(field(form, /Hora/), '08:00')
  await user.selectOptions(field(form, /Duración/), '30 minutos')
  await user.selectOptions(field(form, /Tipo de sesión/), 'Terapia individual')
  await user.selectOptions(field(form, /Localidad/), 'Escuela Luis Muñoz Rivera')
  await user.selectOptions(field(form, /Servicio/), 'Terapia del habla')
  await user.selectOptions(field(form, /Resultado de la sesión/), 'Sesión ofrecida')
  await user.click(within(form).getByText('Ana Rivera'))
  await user.selectOptions(field(form, 'Resultado de la visita de Ana Rivera'), 'Asistió')
}

async function outboxBodies() {
  const entries = await db.outbox.orderBy('seq').toArray()
  return entries.map((entry) => ({ type: entry.type, body: entry.request.body as SessionFields }))
}

describe('data per objective in the session form', () => {
  it('records two objectives, one by keyboard and one by taps, in the session’s outbox entry', async () => {
    const user = userEvent.setup()
    renderApp('/provider/service-sessions?form=new')
    const form = await screen.findByRole('form', { name: 'Sesión' })
    await fillSessionForAna(user, form)

    // The plan in force's objectives, the goal as context and the target beside; not the draft's.
    const summary = within(form).getByText('Objetivos del plan')
    await user.click(summary)
    expect(within(objectiveGroup(form, 'Nombra objetos')).getByText('Mejorar la articulación')).toBeDefined()
    expect(within(objectiveGroup(form, 'Produce /r/ en palabras')).getByText('Meta: 80 %')).toBeDefined()
    expect(within(objectiveGroup(form, 'Sigue instrucciones')).getByText('Meta: nivel 4')).toBeDefined()
    expect(within(form).queryByText('Objetivo del borrador')).toBeNull()

    // By keyboard: Space checks "Trabajado", Tab reaches the value, typed; Tab to the note.
    const articulation = objectiveGroup(form, 'Produce /r/ en palabras')
    within(articulation).getByRole('checkbox', { name: 'Trabajado' }).focus()
    await user.keyboard(' ')
    await user.tab() // −10
    await user.keyboard('{Enter}') // 50 → 40
    await user.tab() // the value
    expect((document.activeElement as HTMLInputElement).value).toBe('40')
    await user.keyboard('{Control>}a{/Control}75')
    await user.tab() // +10
    await user.keyboard(' ') // 75 → 85
    await user.tab() // the note
    await user.keyboard('Con modelo')
    expect((within(articulation).getByRole('spinbutton', { name: 'Valor' }) as HTMLInputElement).value).toBe('85')

    // By taps: "Trabajado", then level 4; a count stepped up three times.
    const instructions = objectiveGroup(form, 'Sigue instrucciones')
    await user.click(within(instructions).getByText('Trabajado'))
    await user.click(within(instructions).getByRole('radio', { name: '4' }))
    const naming = objectiveGroup(form, 'Nombra objetos')
    await user.click(within(naming).getByText('Trabajado'))
    for (let tap = 0; tap < 3; tap++) await user.click(within(naming).getByRole('button', { name: '+1' }))
    // …and unchecked again: its datum goes.
    await user.click(within(naming).getByText('Trabajado'))
    expect(within(naming).queryByRole('button', { name: '+1' })).toBeNull()

    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(1))
    const [entry] = await outboxBodies()
    expect(entry!.type).toBe('service-session.create')
    expect(entry!.body.visits).toEqual([
      {
        student_id: 11,
        referral_id: 1,
        visit_outcome_id: 1,
        objective_data: [
          { objective_id: 501, value: 85, note: 'Con modelo' },
          { objective_id: 504, value: 4 },
        ],
      },
    ])
    // The device's copy holds them too (the day list and a later edit read it).
    const [row] = await db.serviceSessions.toArray()
    expect(row!.visits[0]!.objective_data).toHaveLength(2)
  })

  it('opens an edit with the stored data and sends the visit’s full list again', async () => {
    const id = crypto.randomUUID()
    const base = sessionFields({ location_id: 10, visits: [{ student_id: 11, referral_id: 1, visit_outcome_id: 1 }] })
    const stored: ServiceSession = {
      id,
      provider_id: 1,
      provider_specialty_id: null,
      ...base,
      notes: '',
      hash: 'v1',
      visits: [{ id: 'visit-1', student_id: 11, referral_id: 1, visit_outcome_id: 1, objective_data: [{ objective_id: 501, value: 70, note: 'Antes' }, { objective_id: 503, value: 15, note: null }] }],
      created_at: '2026-03-10T12:00:00.000Z',
      updated_at: '2026-03-10T12:00:00.000Z',
      updated_by: 1,
    }
    await db.serviceSessions.put(fromServer(stored))
    const user = userEvent.setup()
    renderApp(`/provider/service-sessions?form=${id}`)
    const form = await screen.findByRole('form', { name: 'Sesión' })

    // Open from the start, since the visit has data: 70 % with its note, 15 minutes.
    const articulation = await within(form).findByRole('group', { name: 'Produce /r/ en palabras' })
    expect((within(articulation).getByRole('checkbox', { name: 'Trabajado' }) as HTMLInputElement).checked).toBe(true)
    expect((within(articulation).getByRole('spinbutton', { name: 'Valor' }) as HTMLInputElement).value).toBe('70')
    expect((within(articulation).getByLabelText('Nota (opcional)') as HTMLInputElement).value).toBe('Antes')
    const attention = objectiveGroup(form, 'Permanece en la tarea')
    expect((within(attention).getByRole('spinbutton', { name: 'Valor' }) as HTMLInputElement).value).toBe('15')

    await user.click(within(attention).getByRole('button', { name: '+5' }))
    await user.click(within(articulation).getByText('Trabajado'))
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(1))
    const [entry] = await outboxBodies()
    expect(entry!.type).toBe('service-session.update')
    expect(entry!.body.visits[0]!.objective_data).toEqual([{ objective_id: 503, value: 20, note: null }])
  })

  it('sends an empty list for a visit whose plan is on the device and nothing was worked (replace)', async () => {
    const user = userEvent.setup()
    renderApp('/provider/service-sessions?form=new')
    const form = await screen.findByRole('form', { name: 'Sesión' })
    await fillSessionForAna(user, form)
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(1))
    const [entry] = await outboxBodies()
    expect(entry!.body.visits[0]!.objective_data).toEqual([])
  })

  it('refuses a value outside its kind in words, and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderApp('/provider/service-sessions?form=new')
    const form = await screen.findByRole('form', { name: 'Sesión' })
    await fillSessionForAna(user, form)
    await user.click(within(form).getByText('Objetivos del plan'))
    const articulation = objectiveGroup(form, 'Produce /r/ en palabras')
    await user.click(within(articulation).getByText('Trabajado'))
    const value = within(articulation).getByRole('spinbutton', { name: 'Valor' })
    await user.clear(value)
    await user.type(value, '150')
    // A level not chosen yet is missing.
    const instructions = objectiveGroup(form, 'Sigue instrucciones')
    await user.click(within(instructions).getByText('Trabajado'))
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))

    expect(await within(articulation).findByText('El valor está fuera del rango de su tipo de medición.')).toBeDefined()
    expect(within(instructions).getByText('Este campo es obligatorio.')).toBeDefined()
    expect(await db.outbox.count()).toBe(0)
    expect((value as HTMLInputElement).value).toBe('150')

    // The stepper stays within 0–100.
    await user.click(within(articulation).getByRole('button', { name: '+10' }))
    expect((value as HTMLInputElement).value).toBe('100')
  })

  it('offers the objectives without a value to enter when the device’s measurement types have no kinds', async () => {
    // A list stored before the server sent kinds: nothing is derived from the names.
    await seedPlans(MEASUREMENT_TYPES.map(({ id, name }) => ({ id, name })))
    const user = userEvent.setup()
    renderApp('/provider/service-sessions?form=new')
    const form = await screen.findByRole('form', { name: 'Sesión' })
    await fillSessionForAna(user, form)
    await user.click(within(form).getByText('Objetivos del plan'))
    const articulation = objectiveGroup(form, 'Produce /r/ en palabras')
    expect(within(articulation).getByText(/No se puede anotar/)).toBeDefined()
    expect(within(articulation).queryByRole('checkbox')).toBeNull()
  })

  it('offers no objectives when the session date is outside the plan’s academic year', async () => {
    await db.plans.clear()
    await db.plans.bulkPut(plans().map((row) => ({ ...row, academic_year_id: 99, owner })))
    const user = userEvent.setup()
    renderApp('/provider/service-sessions?form=new')
    const form = await screen.findByRole('form', { name: 'Sesión' })
    await fillSessionForAna(user, form)
    expect(within(form).queryByText('Objetivos del plan')).toBeNull()
    expect(companyToday()).toBe('2026-03-10')
  })
})
