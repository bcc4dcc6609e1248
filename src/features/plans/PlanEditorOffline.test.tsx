import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { db } from '../../db/database'
import { newOutboxEntry } from '../../db/outbox'
import { replacePlans } from '../../db/plans'
import { saveSignIn } from '../../db/session'
import type { PlanDetail } from '../../domain/plans/offline'
import { PlanEditor } from './PlanEditor'
import { PlansSection } from './PlansSection'

vi.mock('../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined }))

/**
 * The provider's own plan from her device (issue 13 item 4): read and written there, offline too;
 * each row says where it stands; a conflict is marked and leads to both versions; what the server
 * must do itself is refused offline, in words.
 */

const owner = `provider:${providerUser.provider_id}`
const plan: PlanDetail = {
  id: 7,
  uuid: 'p7',
  referral_id: 3,
  student_id: 4,
  student_name: 'Ana Pérez',
  service_name: 'Terapia del habla',
  provider_id: providerUser.provider_id,
  academic_year_id: 2,
  academic_year_name: '2026-2027',
  academic_year_delta: 0,
  status_id: 2,
  tab: 'current',
  hash: 'ph',
  may_write: true,
  periods: [{ id: 1, name: 'Primer semestre' }],
  student_assessments: [],
  goals: [{ id: 30, uuid: 'g30', description: 'Mejorar la articulación', sort_index: 0, hash: 'g1', objectives: [] }],
  discussions: [
    {
      id: 60,
      plan_id: 7,
      period_id: 1,
      period_name: 'Primer semestre',
      state: 'authorized_signed',
      achievements_summary: 'Buen progreso',
      unreachable_form_id: null,
      hash: 'd1',
      updated_at: '2026-11-20T12:00:00Z',
      signatures: [],
    },
  ],
}

let api: ReturnType<typeof fakeApi>
beforeEach(async () => {
  await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
  await saveSignIn(tokens('2'), providerUser)
  await db.transaction('rw', db.plans, db.planLists, db.outbox, () => replacePlans(owner, { plans: [plan], progress_levels: [{ id: 1, name: 'Progreso adecuado' }] }))
  api = fakeApi()
  api.on('GET /ai/status', { body: { available: false } })
  api.on('GET /public/intervention-plans/objectives/measurement-types', { body: [{ id: 1, name: 'Porcentaje de precisión' }] })
  api.on('GET /public/intervention-plans/progress-levels', { body: [{ id: 1, name: 'Progreso adecuado' }] })
  api.on('GET /intervention-plans/goal-templates', { body: { total: 0, items: [] } })
})
afterEach(() => vi.restoreAllMocks())

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

describe('the provider’s plan editor on her device', () => {
  it('reads the plan from the device and saves a new goal there first, offline, shown as saved on the device', async () => {
    offline()
    renderWithApp(<PlanEditor planId={7} viewer="provider" onClose={() => undefined} />)
    await screen.findByRole('group', { name: 'Meta 1' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: 'Nueva meta' }))
    await userEvent.type(screen.getByLabelText('Meta'), 'Leer oraciones cortas')
    await userEvent.click(screen.getByRole('button', { name: 'Agregar meta' }))
    const goal = await screen.findByRole('group', { name: 'Meta 2' })
    expect(goal.textContent).toContain('Leer oraciones cortas')
    expect(within(goal).getByText('Guardado en el dispositivo')).toBeDefined()
    const entries = await db.outbox.toArray()
    expect(entries.map((entry) => entry.type)).toEqual(['plan.goal.add'])
    expect(entries[0]!.plan?.planId).toBe(7)
    // Nothing of the plan was asked of the server: neither the read nor the write.
    expect(api.calls.some((call) => call.path.startsWith('/intervention-plans/7') || call.path === '/intervention-plans/goals')).toBe(false)
  }, 20_000)

  it('keeps signing, the plan’s moves and the guest link for when there is a connection, and says so', async () => {
    offline()
    renderWithApp(<PlanEditor planId={7} viewer="provider" onClose={() => undefined} />)
    const card = await screen.findByRole('group', { name: 'Discusión de Primer semestre' }, { timeout: 5000 })
    expect((within(card).getByRole('button', { name: 'Firmar como proveedor' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(card).getByText('Firmar necesita conexión a internet. Conéctese para firmar.')).toBeDefined()
    expect((screen.getByRole('button', { name: 'Archivar plan' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Esto necesita conexión a internet. Conéctese para continuar.')).toBeDefined()
    expect((screen.getByRole('button', { name: 'Generar enlace' }) as HTMLButtonElement).disabled).toBe(true)
  }, 20_000)

  it('marks a row whose change met a newer version and links it to both versions in the editor', async () => {
    const entry = newOutboxEntry({
      userId: providerUser.id,
      type: 'plan.goal.edit',
      entityId: 'plan-goal:g30',
      request: { method: 'PUT', path: '/intervention-plans/goals/g30', body: { description: 'De la tableta' } },
      baseHash: 'g1',
    })
    await db.outbox.add({
      ...entry,
      state: 'conflict',
      currentPlanRow: { uuid: 'g30', description: 'De la oficina', hash: 'g2' },
      plan: { planId: 7, change: { type: 'plan.goal.edit', uuid: 'g30', description: 'De la tableta' } },
      dependsOn: [],
    })
    renderWithApp(<PlanEditor planId={7} viewer="provider" onClose={() => undefined} />)
    const goal = await screen.findByRole('group', { name: 'Meta 1' }, { timeout: 5000 })
    const link = within(goal).getByRole('link', { name: 'Requiere atención: ver ambas versiones' })
    expect(link.getAttribute('href')).toBe('#plan-attention')
    const attention = await screen.findByRole('region', { name: 'Requiere atención' })
    expect(attention.closest('#plan-attention')).not.toBeNull()
    expect(within(attention).getByText('Su versión: De la tableta')).toBeDefined()
    expect(within(attention).getByText('Versión del servidor: De la oficina')).toBeDefined()
  }, 20_000)

  it('lists the referral’s current plans from the device, and the archived ones online', async () => {
    const onSearch = vi.fn()
    api.on('GET /intervention-plans/', { body: { total: 0, items: [] } })
    const { rerender } = renderWithApp(<PlansSection referralId={3} viewer="provider" canCreate={false} search={{ plans: 'current' }} onSearch={onSearch} />)
    expect(await screen.findByText('Plan 2026-2027', {}, { timeout: 5000 })).toBeDefined()
    expect(api.calls.some((call) => call.path === '/intervention-plans/')).toBe(false)
    rerender(<PlansSection referralId={3} viewer="provider" canCreate={false} search={{ plans: 'archived' }} onSearch={onSearch} />)
    await waitFor(() => expect(api.calls.some((call) => call.path === '/intervention-plans/' && call.search.get('tab') === 'archived')).toBe(true))
  }, 20_000)
})
