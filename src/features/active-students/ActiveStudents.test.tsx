import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { activeStudent } from '../../../test/support/session-lookups'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import { ACTIVE_STUDENT_CACHE_MS } from '../../domain/constants'
import type { ActiveStudent } from '../../domain/service-sessions/types'
import { saveActiveStudents } from '../../sync/active-students'
import { activateLocale } from '../../i18n/locale'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const students: ActiveStudent[] = [
  activeStudent({ student_name: 'Ana Rivera', location_id: 10, location_name: 'Escuela Luis Muñoz Rivera' }),
  activeStudent({ student_name: 'Bruno Colón', location_id: 20, location_name: 'Escuela José de Diego' }),
  activeStudent({
    student_name: 'Carla Ortiz',
    service_id: 2,
    service_name: 'Evaluación del habla',
    service_type_id: 2,
    location_id: 20,
    location_name: 'Escuela José de Diego',
  }),
  activeStudent({
    student_name: 'Diego Soto',
    service_id: 2,
    service_name: 'Evaluación del habla',
    service_type_id: 2,
    location_id: 10,
    location_name: 'Escuela Luis Muñoz Rivera',
  }),
]

const listFetches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.path === '/referrals/active-students')
const names = () =>
  within(screen.getByRole('list', { name: 'Estudiantes' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

beforeEach(async () => {
  await saveSignIn(tokens('1'), providerUser)
  // jsdom lays nothing out: give the list a viewport of 600 px and each row 76 px, as a tablet would.
  const heightOf = (element: HTMLElement) => (element.getAttribute('role') === 'list' ? 600 : 76)
  for (const property of ['clientHeight', 'offsetHeight'] as const) {
    vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(function (this: HTMLElement) {
      return heightOf(this)
    })
  }
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
})

describe('active students', () => {
  it('reuses a list fetched within the hour, without asking the server', async () => {
    const api = fakeApi()
    api.on('GET /referrals/active-students', { body: students })
    await saveActiveStudents('provider:1', students, Date.now() - ACTIVE_STUDENT_CACHE_MS / 2)
    renderApp('/provider/active-students')
    expect(await screen.findByText('Ana Rivera')).toBeDefined()
    expect(listFetches(api)).toHaveLength(0)
  })

  it('fetches the extended list when the stored one is an hour old, and again on "Actualizar"', async () => {
    const user = userEvent.setup()
    const api = fakeApi()
    api.on('GET /referrals/active-students', { body: students })
    await saveActiveStudents('provider:1', students.slice(0, 1), Date.now() - ACTIVE_STUDENT_CACHE_MS - 1)
    renderApp('/provider/active-students')
    await waitFor(() => expect(listFetches(api)).toHaveLength(1))
    expect(await screen.findByText('Bruno Colón')).toBeDefined()
    // The fake API keeps paths without their query; the URL fetch was called with has it.
    const requested = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .find((url) => url.includes('/referrals/active-students'))
    expect(requested).toContain('provider_id=1&detailLevel=extended')

    await user.click(screen.getByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(listFetches(api)).toHaveLength(2))
  })

  it('offline, shows the stored list and when it was saved', async () => {
    const api = fakeApi()
    api.on('GET /referrals/active-students', { networkError: true })
    await saveActiveStudents('provider:1', students, Date.now() - 2 * ACTIVE_STUDENT_CACHE_MS)
    renderApp('/provider/active-students')
    expect((await screen.findByText(/^Sin conexión: lista guardada el /)).textContent).toMatch(/\d{1,2} de \p{L}+ de \d{4}, \d{2}:\d{2}/u)
    expect(screen.getByText('Ana Rivera')).toBeDefined()
  })

  it("names the supervised providers in a supervisor's filter", async () => {
    const api = fakeApi()
    api.on('GET /referrals/active-students', {
      body: [
        activeStudent({ student_name: 'Ana Rivera', provider_id: 7, provider_name: 'Gloria Santiago Vega' }),
        activeStudent({ student_name: 'Bruno Colón', provider_id: 8, provider_name: 'Luis Ortiz Medina' }),
      ],
    })
    renderApp('/provider/supervisions')
    // On a phone (jsdom has no media queries) the filters are folded away until asked for.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Filtros y búsqueda' }))
    const filter = await screen.findByRole('combobox', { name: 'Proveedor' })
    await waitFor(() => expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos', 'Gloria Santiago Vega', 'Luis Ortiz Medina']))
  })

  it('remembers the tab and the filters across visits', async () => {
    const user = userEvent.setup()
    fakeApi().on('GET /referrals/active-students', { body: students })
    await saveActiveStudents('provider:1', students, Date.now())
    const first = renderApp('/provider/active-students')
    await screen.findByText('Ana Rivera')
    expect(names()).toEqual(['Ana Rivera', 'Bruno Colón'])

    await user.click(screen.getByRole('tab', { name: 'Evaluaciones' }))
    expect(names()).toEqual(['Carla Ortiz', 'Diego Soto'])
    await user.selectOptions(screen.getByLabelText('Localidad'), 'Escuela José de Diego')
    expect(names()).toEqual(['Carla Ortiz'])
    await waitFor(async () => expect((await db.preferences.get('active-students-view:provider'))?.value).toMatchObject({ tab: 'evaluation', locationId: 20 }))
    first.unmount()

    renderApp('/provider/active-students')
    expect((await screen.findByRole('tab', { name: 'Evaluaciones' })).getAttribute('aria-selected')).toBe('true')
    await screen.findByText('Carla Ortiz')
    expect((screen.getByLabelText('Localidad') as HTMLSelectElement).value).toBe('20')
    expect(names()).toEqual(['Carla Ortiz'])
  })

  it('keeps 2,000 students out of the page except the ones in view', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => activeStudent({ student_name: `Estudiante ${String(index).padStart(4, '0')}` }))
    fakeApi().on('GET /referrals/active-students', { body: many })
    await saveActiveStudents('provider:1', many, Date.now())
    renderApp('/provider/active-students')
    expect((await screen.findByTestId('students-count')).textContent).toBe('2000 estudiantes')
    const rendered = within(screen.getByRole('list', { name: 'Estudiantes' })).getAllByRole('listitem')
    expect(rendered.length).toBeGreaterThan(0)
    expect(rendered.length).toBeLessThan(50)
  })

  it('counts the students of the tab on screen, and says "X de N" only when a search leaves some out', async () => {
    const user = userEvent.setup()
    fakeApi().on('GET /referrals/active-students', { body: students })
    renderApp('/provider/active-students')
    await waitFor(() => expect(screen.getByTestId('students-count').textContent).toBe('2 estudiantes'))
    await user.click(screen.getByRole('button', { name: 'Filtros y búsqueda' }))
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Ana')
    expect(screen.getByTestId('students-count').textContent).toBe('1 de 2 estudiantes')
  })

  it("opens a student's sessions from the row, and offers a session that starts with that student", async () => {
    const user = userEvent.setup()
    fakeApi().on('GET /referrals/active-students', { body: students })
    renderApp('/provider/active-students')
    const record = screen.findByRole('link', { name: 'Registrar sesión de Ana Rivera' })
    expect((await record).getAttribute('href')).toBe(`/provider/service-sessions?form=new&student=${students[0]!.referral_id}`)
    await user.click(screen.getByRole('link', { name: 'Ana Rivera' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rivera' })).toBeDefined()
    expect(await screen.findByText('Aún no hay sesiones con este estudiante.')).toBeDefined()
  })

  it('in English, the "Record session" link’s name holds its visible words (axe: label-content-name-mismatch)', async () => {
    await activateLocale('en-US')
    onTestFinished(() => activateLocale('es'))
    fakeApi().on('GET /referrals/active-students', { body: students })
    renderApp('/provider/active-students')
    const record = await screen.findByRole('link', { name: 'Record session for Ana Rivera' })
    expect(record.textContent).toBe('Record session')
    expect(record.getAttribute('aria-label')).toContain(record.textContent!)
  })

  it('tells a supervisor whose supervisees have no students so, not that the filters hide them', async () => {
    fakeApi().on('GET /referrals/active-students', { body: [] })
    renderApp('/provider/supervisions')
    expect(await screen.findByText('Los proveedores que supervisa no tienen estudiantes activos.')).toBeDefined()
    expect(screen.queryByText('No hay estudiantes con estos filtros.')).toBeNull()
  })
})
