import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { providerUser, staffUser, tokens } from '../../../../test/support/fixtures'
import { renderWithApp } from '../../../../test/support/render'
import { db } from '../../../db/database'
import type { LocalServiceSession } from '../../../db/local-session'
import { replacePlans } from '../../../db/plans'
import { saveSignIn } from '../../../db/session'
import type { PlanDetail } from '../../../domain/plans/offline'
import type { PlanProgress } from '../../../domain/plans/progress'
import type { SessionVisitInput } from '../../../domain/service-sessions/schemas'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { PlanEditor } from '../PlanEditor'

vi.mock('../../../sync/triggers', () => ({
  requestSync: () => undefined,
  registerBackgroundSync: async () => undefined,
}))

/**
 * The plan's progress per objective: a chart (hidden from screen readers; jsdom cannot measure
 * it, so what is checked is its figure and the table that carries the same numbers), read from
 * the server for the office and built on the provider's device offline; the suggested level
 * beside each achievement, taken in one tap and kept with her choice.
 */

const LEVELS = ['No iniciado', 'Progreso mínimo', 'Progreso moderado', 'Progreso significativo', 'Logrado'].map((name, index) => ({ id: index + 1, name }))
const FIRST = { start_date: '2025-07-01', end_date: '2025-12-31' }

const plan: PlanDetail = {
  id: 7,
  uuid: 'p7',
  referral_id: 3,
  student_id: 4,
  student_name: 'Ana Pérez',
  service_name: 'Terapia del habla',
  provider_id: providerUser.provider_id,
  academic_year_id: 2,
  academic_year_name: '2025-2026',
  academic_year_delta: 0,
  status_id: 2,
  tab: 'current',
  hash: 'ph',
  may_write: true,
  periods: [{ id: 1, name: 'Primer semestre', ...FIRST }],
  student_assessments: [],
  goals: [
    {
      id: 30,
      uuid: 'g30',
      description: 'Mejorar la articulación',
      sort_index: 0,
      hash: 'g1',
      objectives: [
        {
          id: 40,
          uuid: 'o40',
          goal_id: 30,
          description: 'Produce /r/ en palabras',
          measurement_type_id: 1,
          objective_id: null,
          sort_index: 0,
          target: 80,
          hash: 'o1',
          achievements: [
            {
              id: 50,
              period_id: 1,
              progress_level_id: 3,
              comments: null,
              authorized_initials: null,
              signed_at: null,
              hash: 'a1',
            },
          ],
        },
      ],
    },
  ],
  discussions: [],
}

const VALUES: Array<[string, number]> = [
  ['2025-09-01', 85],
  ['2025-09-08', 70],
  ['2025-09-15', 80],
  ['2025-09-22', 90],
  ['2025-09-29', 95],
]

const progress: PlanProgress = {
  plan_id: 7,
  objectives: [
    {
      objective_id: 40,
      goal_id: 30,
      description: 'Produce /r/ en palabras',
      measurement_type_id: 1,
      kind: 'percentage',
      target: 80,
      points: VALUES.map(([date, value], index) => ({
        date,
        session_id: `s${index}`,
        value,
        note: index === 1 ? 'Cansado' : null,
      })),
    },
  ],
  periods: [
    {
      period_id: 1,
      ...FIRST,
      objectives: [
        {
          objective_id: 40,
          suggested_progress_level_id: 5,
          chosen_progress_level_id: 3,
        },
      ],
    },
  ],
}

let api: ReturnType<typeof fakeApi>
beforeEach(async () => {
  await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
  api = fakeApi()
  api.on('GET /ai/status', { body: { available: false } })
  api.on('GET /public/intervention-plans/objectives/measurement-types', {
    body: [{ id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' }],
  })
  api.on('GET /public/intervention-plans/progress-levels', { body: LEVELS })
  api.on('GET /intervention-plans/goal-templates', {
    body: { total: 0, items: [] },
  })
})
afterEach(() => vi.restoreAllMocks())

/** The rows of a table as their cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

describe('the office’s plan: progress from the server', () => {
  beforeEach(async () => {
    await saveSignIn(tokens('1'), staffUser)
    api.on('GET /intervention-plans/7', {
      body: { ...plan, periods: [{ id: 1, name: 'Primer semestre' }] },
    })
    api.on('GET /intervention-plans/7/progress', { body: progress })
  })

  it('draws a chart per objective with its table (dates MM/dd/yyyy, values in its kind, target met, period, note)', async () => {
    renderWithApp(<PlanEditor planId={7} viewer="office" onClose={() => undefined} />)
    const part = await screen.findByRole('region', { name: 'Progreso por objetivo' }, { timeout: 5000 })
    expect(within(part).getByText('Datos del servidor.')).toBeDefined()
    const figure = await within(part).findByRole('region', {
      name: 'Produce /r/ en palabras',
    })
    expect(figure.textContent).toContain('Porcentaje (0–100) · Meta: 80 %')
    // The drawing is there but hidden from screen readers: the table is its text alternative.
    expect(within(figure).getByTestId('chart').getAttribute('aria-hidden')).toBe('true')
    const table = within(figure).getByRole('table', {
      name: 'Datos de Produce /r/ en palabras',
    })
    expect(rowsOf(table)).toEqual([
      ['09/01/2025', '85 %', 'Sí', 'Primer semestre', ''],
      ['09/08/2025', '70 %', 'No', 'Primer semestre', 'Cansado'],
      ['09/15/2025', '80 %', 'Sí', 'Primer semestre', ''],
      ['09/22/2025', '90 %', 'Sí', 'Primer semestre', ''],
      ['09/29/2025', '95 %', 'Sí', 'Primer semestre', ''],
    ])
  }, 20_000)

  it('shows the suggested level beside the achievement; "Usar sugerencia" chooses it, and both are sent', async () => {
    let sent: unknown
    api.on(
      'PUT /intervention-plans/objectives/40/achievements/1',
      ({ body }) => (
        (sent = body),
        {
          body: {
            ...plan.goals[0]!.objectives[0]!.achievements[0],
            progress_level_id: 5,
            hash: 'a2',
          },
        }
      ),
    )
    renderWithApp(<PlanEditor planId={7} viewer="office" onClose={() => undefined} />)
    const row = await screen.findByRole('group', { name: 'Logro de Primer semestre' }, { timeout: 5000 })
    const line = 'Sugerido por los datos: Logrado (4 de los últimos 5 datos en la meta o por encima)'
    await within(row).findByText(line)
    await userEvent.click(
      within(row).getByRole('button', {
        name: 'Cambiar logro de Primer semestre',
      }),
    )
    const form = await screen.findByRole('group', {
      name: 'Logro de Primer semestre',
    })
    const level = within(form).getByLabelText('Nivel de progreso (Primer semestre)') as HTMLSelectElement
    expect(level.value).toBe('3')
    expect(within(form).getByText(line)).toBeDefined()
    await userEvent.click(
      within(form).getByRole('button', {
        name: 'Usar sugerencia (Primer semestre)',
      }),
    )
    expect(level.value).toBe('5')
    expect(
      (
        within(form).getByRole('button', {
          name: 'Usar sugerencia (Primer semestre)',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true)
    // She may still choose another; what she chose and what was suggested are both sent.
    await userEvent.selectOptions(level, '4')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar logro' }))
    await waitFor(() =>
      expect(sent).toEqual({
        progress_level_id: 4,
        comments: null,
        suggested_progress_level_id: 5,
        hash: 'a1',
      }),
    )
  }, 20_000)
})

describe('the provider’s plan offline: progress built from her device', () => {
  // Her latest version of a visit may carry its data per objective (as the session form sends it,
  // SessionVisitInput); a copy as the server last sent it carries it in `server` (the first one here).
  const session = (id: string, date: string, value: number, note?: string): LocalServiceSession => {
    const visit: SessionVisitInput = {
      student_id: 4,
      referral_id: 3,
      visit_outcome_id: 1,
      objective_data: [{ objective_id: 40, value, ...(note ? { note } : {}) }],
    }
    if (id === 's0') {
      const server = {
        id,
        visits: [{ id: 'v0', ...visit }],
      } as unknown as ServiceSession
      return {
        ...base(id, date),
        visits: [{ student_id: 4, referral_id: 3, visit_outcome_id: 1 }],
        hash: 'h0',
        syncState: 'synced',
        server,
      }
    }
    return { ...base(id, date), visits: [visit] }
  }
  const base = (id: string, date: string): LocalServiceSession => ({
    id,
    provider_id: providerUser.provider_id!,
    service_id: 1,
    location_id: 1,
    date,
    time: '09:00',
    duration_id: 1,
    session_type_id: 1,
    session_outcome_id: 1,
    notes: '',
    visits: [],
    hash: null,
    syncState: 'pending',
    deleted: false,
    server: null,
    savedAt: `${date}T13:00:00Z`,
  })

  beforeEach(async () => {
    await saveSignIn(tokens('2'), providerUser)
    await db.transaction('rw', db.plans, db.planLists, db.outbox, () =>
      replacePlans(`provider:${providerUser.provider_id}`, {
        plans: [plan],
        progress_levels: LEVELS,
      }),
    )
    await db.referenceLists.put({
      name: 'measurementTypes',
      items: [{ id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' }],
      fetchedAt: '2026-03-01T00:00:00Z',
    } as never)
    await db.serviceSessions.bulkPut(VALUES.map(([date, value], index) => session(`s${index}`, date, value, index === 1 ? 'Cansado' : undefined)))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  })

  it('says the figures are the device’s own, draws them with the same table, and keeps the suggestion with her choice', async () => {
    renderWithApp(<PlanEditor planId={7} viewer="provider" onClose={() => undefined} />)
    const part = await screen.findByRole('region', { name: 'Progreso por objetivo' }, { timeout: 5000 })
    await within(part).findByText('Datos de este dispositivo: las sesiones registradas en él, sin conexión.')
    const table = await within(part).findByRole('table', {
      name: 'Datos de Produce /r/ en palabras',
    })
    expect(rowsOf(table).map((cells) => cells.slice(0, 3))).toEqual([
      ['09/01/2025', '85 %', 'Sí'],
      ['09/08/2025', '70 %', 'No'],
      ['09/15/2025', '80 %', 'Sí'],
      ['09/22/2025', '90 %', 'Sí'],
      ['09/29/2025', '95 %', 'Sí'],
    ])
    const row = screen.getByRole('group', { name: 'Logro de Primer semestre' })
    await within(row).findByText('Sugerido por los datos: Logrado (4 de los últimos 5 datos en la meta o por encima)')
    await userEvent.click(
      within(row).getByRole('button', {
        name: 'Cambiar logro de Primer semestre',
      }),
    )
    const form = await screen.findByRole('group', {
      name: 'Logro de Primer semestre',
    })
    await userEvent.click(
      within(form).getByRole('button', {
        name: 'Usar sugerencia (Primer semestre)',
      }),
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar logro' }))
    await waitFor(async () => expect((await db.outbox.toArray()).map((entry) => entry.type)).toEqual(['plan.achievement.put']))
    const [entry] = await db.outbox.toArray()
    expect(entry!.plan?.change).toMatchObject({
      type: 'plan.achievement.put',
      progress_level_id: 5,
      suggested_progress_level_id: 5,
    })
    expect(entry!.request.body).toMatchObject({
      progress_level_id: 5,
      suggested_progress_level_id: 5,
    })
    // Nothing was asked of the server.
    expect(api.calls.some((call) => call.path.startsWith('/intervention-plans/7'))).toBe(false)
  }, 20_000)
})
