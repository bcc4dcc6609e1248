import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { referralDetail } from '../../../test/support/referrals'
import { renderApp } from '../../../test/support/render-app'
import { renderWithApp } from '../../../test/support/render'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { AcademicYearItem } from '../../domain/reference'
import type { PlanDetail, PlanListItem, PlanSignature } from './api/types'
import { PlanEditor } from './PlanEditor'

const year = (id: number, delta: number, plansStart: string): AcademicYearItem => ({
  id,
  name: `Año ${id}`,
  delta,
  timestamp: '2025-07-01T04:00:00.000Z',
  start_date: '2025-07-01',
  end_date: '2026-06-30',
  key_dates: { plans_start: plansStart },
})

const listItem = (overrides: Partial<PlanListItem> = {}): PlanListItem => ({
  id: 7,
  referral_id: 1,
  student_id: 11,
  student_name: 'Ana Pérez',
  service_name: 'Terapia del habla',
  academic_year_id: 2,
  academic_year_name: '2025-2026',
  academic_year_delta: 0,
  status_id: 2,
  tab: 'current',
  hash: 'p1',
  updated_at: '2026-01-10T15:00:00.000Z',
  ...overrides,
})

const signature = (overrides: Partial<PlanSignature> = {}): PlanSignature => ({
  id: 1,
  role: 'provider',
  covers: 'discussion',
  achievement_id: null,
  signer: 'Marisol Rivera',
  initials: null,
  signed_at: '2026-01-12T15:00:00.000Z',
  content_hash: 'abcdef0123456789',
  voided: false,
  voided_at: null,
  voided_reason: null,
  ...overrides,
})

const plan = (overrides: Partial<PlanDetail> = {}): PlanDetail => ({
  id: 7,
  referral_id: 1,
  student_id: 11,
  student_name: 'Ana Pérez',
  service_name: 'Terapia del habla',
  provider_id: 1,
  customer_id: 2,
  academic_year_id: 2,
  academic_year_name: '2025-2026',
  academic_year_delta: 0,
  status_id: 2,
  tab: 'current',
  hash: 'p1',
  may_write: true,
  periods: [{ id: 1, name: 'Primer semestre' }],
  student_assessments: [],
  goals: [
    {
      id: 30,
      uuid: 'goal-30',
      description: 'Mejorar la articulación',
      sort_index: 0,
      hash: 'g1',
      objectives: [
        {
          id: 40,
          uuid: 'objective-40',
          goal_id: 30,
          description: 'Produce /r/ en palabras',
          measurement_type_id: 1,
          objective_id: null,
          sort_index: 0,
          hash: 'o1',
          achievements: [{ id: 50, period_id: 1, progress_level_id: 1, comments: null, authorized_initials: null, signed_at: null, hash: 'a1' }],
        },
      ],
    },
  ],
  discussions: [
    {
      id: 60,
      plan_id: 7,
      period_id: 1,
      period_name: 'Primer semestre',
      state: 'signature_requested',
      achievements_summary: 'Buen progreso',
      unreachable_form_id: null,
      hash: 'd1',
      updated_at: '2026-01-12T15:00:00.000Z',
      signatures: [
        signature({ id: 2, role: 'authorized', covers: 'achievement', achievement_id: 50, signer: 'AP', initials: 'AP', voided: true, voided_at: '2026-01-13T15:00:00.000Z', voided_reason: 'content_changed' }),
        signature({ id: 3, role: 'provider', signer: 'Marisol Rivera' }),
      ],
    },
  ],
  guest_link: null,
  ...overrides,
})

async function openReferral(path: string) {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany({ ...company, modules: [...company.modules, { module_id: 'intervention-plans', name: 'Planes' }] })
  const api = fakeApi()
  api.on('GET /referrals/1', { body: referralDetail() })
  api.on('GET /referrals/1/events', { body: [] })
  api.on('GET /service-time-slots', { body: [] })
  api.on('GET /public/days-of-week', { body: [] })
  api.on('GET /ai/status', { body: { available: false } })
  api.on('GET /public/academic-years', { body: [year(1, -1, '2024-05-01'), year(2, 0, '2025-05-01'), year(3, 1, '2999-05-01')] })
  api.on('GET /public/intervention-plans/objectives/measurement-types', { body: [{ id: 1, name: 'Porcentaje de precisión' }] })
  api.on('GET /public/intervention-plans/progress-levels', { body: [{ id: 1, name: 'Progreso adecuado' }] })
  api.on('GET /intervention-plans/goal-templates', { body: { total: 1, items: [{ id: 1, name: 'Articulación', description: 'Articular sonidos de su edad' }] } })
  api.on('GET /intervention-plans/', ({ search }) => ({ body: { total: 1, items: [listItem({ tab: search.get('tab') as PlanListItem['tab'], academic_year_name: `Plan de ${search.get('tab')}` })] } }))
  api.on('GET /intervention-plans/7', { body: plan() })
  const view = renderApp(path)
  return { api, ...view }
}

describe('the plan list in the referral', () => {
  it('shows the tab of the address, remembers the chosen one in it, and offers only the years the creation rule allows', async () => {
    const { api, router } = await openReferral('/students/11/referrals/1?plans=draft')
    await screen.findByText('Plan Plan de draft', {}, { timeout: 5000 })
    expect(screen.getByRole('tab', { name: 'Borradores' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.click(screen.getByRole('tab', { name: 'Próximo año' }))
    await screen.findByText('Plan Plan de next')
    expect(router.state.location.search).toMatchObject({ plans: 'next' })
    expect(api.calls.some((call) => call.path === '/intervention-plans/' && call.search.get('tab') === 'next' && call.search.get('referral_id') === '1')).toBe(true)
    // The past year (delta -1) and the next one before its plans_start are not offered.
    const options = within(screen.getByLabelText('Año del nuevo plan')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Año 2'])
  }, 20_000)
})

describe('the plan editor', () => {
  it('edits a goal, sending the version it was based on', async () => {
    const { api } = await openReferral('/students/11/referrals/1?plan=7')
    const goal = await screen.findByRole('group', { name: 'Meta 1' }, { timeout: 5000 })
    let sent: unknown
    api.on('PUT /intervention-plans/goals/30', ({ body }) => ((sent = body), { body: { ...plan().goals[0], description: 'Nueva meta', hash: 'g2' } }))
    await userEvent.click(within(goal).getByRole('button', { name: 'Editar meta' }))
    const field = within(goal).getByLabelText('Meta')
    await userEvent.clear(field)
    await userEvent.type(field, 'Articular /s/ y /r/')
    await userEvent.click(within(goal).getByRole('button', { name: 'Guardar meta' }))
    await waitFor(() => expect(sent).toEqual({ description: 'Articular /s/ y /r/', hash: 'g1' }))
  }, 20_000)

  it('refuses an empty goal with the shared schema, before any call', async () => {
    const { api } = await openReferral('/students/11/referrals/1?plan=7')
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva meta' }, { timeout: 5000 }))
    await userEvent.click(screen.getByRole('button', { name: 'Agregar meta' }))
    expect(await screen.findByText('Este campo es obligatorio.')).toBeDefined()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  }, 20_000)

  it('on a version conflict shows both versions and saves hers only when she chooses', async () => {
    const { api } = await openReferral('/students/11/referrals/1?plan=7')
    const goal = await screen.findByRole('group', { name: 'Meta 1' }, { timeout: 5000 })
    const bodies: unknown[] = []
    api.on('PUT /intervention-plans/goals/30', ({ body }) => {
      bodies.push(body)
      return bodies.length === 1
        ? { status: 409, body: { code: 'version_conflict', message: 'Cambió', current: { ...plan().goals[0], description: 'Texto de otra persona', hash: 'g9' } } }
        : { body: { ...plan().goals[0], description: 'Mi texto', hash: 'g10' } }
    })
    await userEvent.click(within(goal).getByRole('button', { name: 'Editar meta' }))
    await userEvent.clear(within(goal).getByLabelText('Meta'))
    await userEvent.type(within(goal).getByLabelText('Meta'), 'Mi texto')
    await userEvent.click(within(goal).getByRole('button', { name: 'Guardar meta' }))
    const conflict = await screen.findByRole('group', { name: 'Conflicto de versiones' })
    expect(within(conflict).getByTestId('conflict-mine').textContent).toContain('Mi texto')
    expect(within(conflict).getByTestId('conflict-current').textContent).toContain('Texto de otra persona')
    expect(bodies).toHaveLength(1)
    await userEvent.click(within(conflict).getByRole('button', { name: 'Guardar mi versión' }))
    await waitFor(() => expect(bodies[1]).toEqual({ description: 'Mi texto', hash: 'g9' }))
  }, 20_000)

  it('marks a voided signature "Anulada" with its reason, and keeps the live one plain', async () => {
    await openReferral('/students/11/referrals/1?plan=7')
    const signatures = await screen.findByRole('list', { name: 'Firmas' }, { timeout: 5000 })
    const [voided, live] = within(signatures).getAllByRole('listitem')
    expect(voided!.getAttribute('data-voided')).toBe('true')
    expect(within(voided!).getByText('Anulada')).toBeDefined()
    expect(voided!.textContent).toContain('el contenido firmado cambió')
    expect(live!.getAttribute('data-voided')).toBeNull()
    expect(within(live!).queryByText('Anulada')).toBeNull()
  }, 20_000)

  it('gives the office the moves of the state (no signing), and asks before discarding signatures', async () => {
    const { api } = await openReferral('/students/11/referrals/1?plan=7')
    const discussion = await screen.findByRole('group', { name: 'Discusión de Primer semestre' }, { timeout: 5000 })
    expect(within(discussion).queryByRole('button', { name: 'Firmar como proveedor' })).toBeNull()
    expect(within(discussion).queryByRole('button', { name: 'Someter logros' })).toBeNull()
    let sent: unknown
    api.on('PATCH /intervention-plans/7/discussions/periods/1', ({ body }) => ((sent = body), { body: plan().discussions[0] }))
    await userEvent.click(within(discussion).getByRole('button', { name: 'Descartar firmas' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar firmas' }))
    await waitFor(() => expect(sent).toEqual({ action: 'discard-signatures', hash: 'd1' }))
  }, 20_000)
})

describe('signing in the plan editor', () => {
  afterEach(() => vi.restoreAllMocks())

  async function openEditor(viewer: 'provider' | 'supervisor', detail: PlanDetail) {
    await saveSignIn(tokens('2'), providerUser)
    const api = fakeApi()
    api.on('GET /ai/status', { body: { available: false } })
    api.on('GET /public/intervention-plans/objectives/measurement-types', { body: [{ id: 1, name: 'Porcentaje de precisión' }] })
    api.on('GET /public/intervention-plans/progress-levels', { body: [{ id: 1, name: 'Progreso adecuado' }] })
    api.on('GET /intervention-plans/goal-templates', { body: { total: 0, items: [] } })
    api.on('GET /intervention-plans/7', { body: detail })
    renderWithApp(<PlanEditor planId={7} viewer={viewer} onClose={() => undefined} />)
    const card = await screen.findByRole('group', { name: 'Discusión de Primer semestre' }, { timeout: 5000 })
    return { api, card }
  }
  const awaiting = (state: PlanDetail['discussions'][number]['state'], mayWrite: boolean) => {
    const base = plan()
    return plan({ may_write: mayWrite, discussions: [{ ...base.discussions[0]!, state, signatures: [] }] })
  }

  it('lets the provider sign once the authorized person did, with the version she saw', async () => {
    const { api, card } = await openEditor('provider', awaiting('authorized_signed', true))
    let sent: unknown
    api.on('PATCH /intervention-plans/7/discussions/60/provider-signature', ({ body }) => ((sent = body), { body: awaiting('provider_signed', true).discussions[0] }))
    expect(within(card).queryByRole('button', { name: 'Firmar como supervisor' })).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Firmar como proveedor' }))
    await waitFor(() => expect(sent).toEqual({ hash: 'd1' }))
  }, 20_000)

  it('says plainly that signing needs a connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { card } = await openEditor('provider', awaiting('authorized_signed', true))
    expect((within(card).getByRole('button', { name: 'Firmar como proveedor' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(card).getByText('Firmar necesita conexión a internet. Conéctese para firmar.')).toBeDefined()
  }, 20_000)

  it('shows the supervisor the plan read only, with only her signature to give', async () => {
    const { card } = await openEditor('supervisor', awaiting('provider_signed', false))
    expect(screen.getByText('Solo lectura')).toBeDefined()
    expect(within(card).getByRole('button', { name: 'Firmar como supervisor' })).toBeDefined()
    expect(within(card).queryByRole('button', { name: 'Firmar como proveedor' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Editar meta' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Nueva meta' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Enlace para la persona autorizada' })).toBeNull()
  }, 20_000)
})
