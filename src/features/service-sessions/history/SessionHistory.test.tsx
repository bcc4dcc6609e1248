import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { providerUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { sessionFields } from '../../../../test/support/session-fields'
import { seedSessionLookups } from '../../../../test/support/session-lookups'
import { UNIT_NOW } from '../../../../test/support/unit-clock'
import { saveSignIn } from '../../../db/session'
import { companyToday } from '../../../domain/rules/company-time'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { recordSession } from '../commands'
import { formatMonth } from '../../../kit/words/format-month'
import { historyMonths, sessionsByDay } from './month-groups'
import { fromServer } from '../../../db/local-session'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })
vi.mock('../../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined, syncNow: async () => 'drained' }))

// The month of the instant every unit test runs at (unit-clock.ts), read when the file loads.
const thisMonth = companyToday(UNIT_NOW).slice(0, 7)

function serverSession(id: string, date: string, time: string): ServiceSession {
  const fields = sessionFields({ date, time })
  return {
    id,
    provider_id: 1,
    provider_specialty_id: null,
    ...fields,
    notes: '',
    hash: `hash-${id}`,
    visits: fields.visits.map((visit) => ({ id: `visit-${id}`, ...visit })),
    created_at: `${date}T12:00:00.000Z`,
    updated_at: `${date}T12:00:00.000Z`,
    updated_by: 2,
  }
}

beforeEach(async () => {
  await saveSignIn(tokens('1'), providerUser)
  await seedSessionLookups()
})

describe('session history', () => {
  it("lists the device's months and the server's, and a month's sessions by day with their states", async () => {
    const user = userEvent.setup()
    await recordSession(sessionFields({ time: '08:00' }), providerUser)
    const api = fakeApi()
    api.on('GET /service-sessions/providers/1/months', {
      body: [
        { month_id: thisMonth, sessions: 2, visits: 2, minutes: 60 },
        { month_id: '2025-01', sessions: 12, visits: 30, minutes: 540 },
      ],
    })
    api.on(`GET /service-sessions/providers/1/months/${thisMonth}`, {
      body: {
        provider_id: 1,
        month_id: thisMonth,
        days: [{ date: `${thisMonth}-01`, sessions: [serverSession('00000000-0000-4000-8000-000000000001', `${thisMonth}-01`, '07:00')] }],
      },
    })
    renderApp('/provider/service-sessions/history')

    const months = await screen.findByRole('list', { name: 'Meses' })
    expect(within(months).getByRole('button', { name: 'Enero de 2025' })).toBeDefined()
    expect(within(months).getByText('12 sesiones · 30 visitas · 9 h de servicio (540 minutos)')).toBeDefined()
    expect(within(months).getByText('1 sin enviar')).toBeDefined()

    await user.click(within(months).getByRole('button', { name: formatMonth(thisMonth) }))
    const pending = await screen.findByRole('article', { name: 'Sesión de las 08:00' })
    expect(within(pending).getByText('Guardado en el dispositivo')).toBeDefined()
    const fromOffice = await screen.findByRole('article', { name: 'Sesión de las 07:00' })
    expect(within(fromOffice).getByText('Sincronizada')).toBeDefined()
  })

  it('offline, shows what the device keeps and says so', async () => {
    await recordSession(sessionFields({ time: '08:00' }), providerUser)
    fakeApi().on('GET /service-sessions/providers/1/months', { networkError: true })
    renderApp('/provider/service-sessions/history')
    expect(await screen.findByText('Sin conexión con la oficina: se muestran solo las sesiones guardadas en este dispositivo.')).toBeDefined()
    expect(screen.getByText('1 sesión en este dispositivo')).toBeDefined()
  })
})

describe('month grouping', () => {
  it("lets the device's copy win over the server's, and hides what was deleted here", () => {
    const id = '00000000-0000-4000-8000-000000000002'
    const server = [serverSession(id, '2026-03-02', '08:00'), serverSession('00000000-0000-4000-8000-000000000003', '2026-03-03', '09:00')]
    const local = [
      { ...fromServer(server[0]!), notes: 'Cambio sin enviar', syncState: 'pending' as const },
      { ...fromServer(server[1]!), deleted: true },
    ]
    const days = sessionsByDay(local, server)
    expect(days).toHaveLength(1)
    expect(days[0]!.sessions[0]).toMatchObject({ id, notes: 'Cambio sin enviar', syncState: 'pending' })
    expect(historyMonths(local, null)).toEqual([{ monthId: '2026-03', onDevice: 1, unsent: 1, server: null }])
  })
})
