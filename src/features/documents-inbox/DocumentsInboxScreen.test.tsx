import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { DiscussionListItem, PlanListItem } from './api/lists'

const plansCompany = { ...company, modules: [...company.modules, { module_id: 'intervention-plans' as const, name: 'Planes de intervención' }] }

const draft: PlanListItem = {
  id: 70,
  referral_id: 12,
  student_id: 5,
  student_name: 'Rivera Ortiz, Ana',
  service_name: 'Terapia del habla',
  customer_id: 2,
  academic_year_name: '2026-2027',
  status_id: 1,
  updated_at: '2026-11-20T15:00:00.000Z',
}

const discussion: DiscussionListItem = {
  id: 90,
  plan_id: 71,
  period_id: 1,
  period_name: 'Primer semestre',
  state: 'signature_requested',
  referral_id: 13,
  student_id: 6,
  student_name: 'Pérez Cruz, Luis',
  customer_id: 2,
  updated_at: '2026-11-21T15:00:00.000Z',
}

async function signIn(permissions = staffUser.permissions) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions })
  await saveCompany(plansCompany)
}

function serveInbox() {
  const api = fakeApi()
  api.on('GET /customers', { body: [{ id: 2, name: 'Región de Bayamón', short_name: 'Bayamón', region: 'Bayamón' }, { id: 3, name: 'Región de Ponce', short_name: 'Ponce', region: 'Ponce' }] })
  api.on('GET /public/intervention-plans/periods', { body: [{ id: 1, name: 'Primer semestre' }, { id: 2, name: 'Segundo semestre' }] })
  api.on('GET /intervention-plans/customers/todo', { body: [{ customer_id: 2, customer_name: 'Región de Bayamón', missing_plans: 4, draft_plans: 1 }] })
  api.on('GET /intervention-plans/discussions/customers/todo', {
    body: [{ customer_id: 2, customer_name: 'Región de Bayamón', pending: 3, by_state: { draft: 2, signature_requested: 1 } }],
  })
  api.on('GET /intervention-plans/', { body: { items: [draft], total: 1 } })
  api.on('GET /intervention-plans/discussions', { body: { items: [discussion], total: 1 } })
  return api
}

const lastCall = (api: ReturnType<typeof fakeApi>, path: string) => Object.fromEntries(api.calls.filter((call) => call.path === path).at(-1)!.search)

describe('/tasks/documents-inbox', () => {
  it('shows the plans to do and the drafts per region; each draft opens its referral with the plan editor on it', async () => {
    await signIn()
    const api = serveInbox()
    const { router } = renderApp('/tasks/documents-inbox')
    const todo = await screen.findByRole('table', { name: 'Planes pendientes por región' }, { timeout: 5000 })
    const row = within(todo).getByRole('button', { name: 'Región de Bayamón' }).closest('tr')!
    expect(within(row).getByText('4')).toBeDefined()
    expect(within(row).getByText('1')).toBeDefined()
    expect(lastCall(api, '/intervention-plans/')).toEqual({ tab: 'draft', sort: 'student' })

    // Choosing the region narrows the drafts and the discussions, and stays in the address.
    await userEvent.click(within(todo).getByRole('button', { name: 'Región de Bayamón' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ customer_id: 2 }))
    await waitFor(() => expect(lastCall(api, '/intervention-plans/')).toEqual({ tab: 'draft', sort: 'student', customer_id: '2' }))
    await waitFor(() => expect(lastCall(api, '/intervention-plans/discussions')).toEqual({ customer_id: '2' }))

    const drafts = screen.getByRole('table', { name: 'Planes en borrador' })
    const link = await within(drafts).findByRole('link', { name: 'Rivera Ortiz, Ana' })
    expect(link.getAttribute('href')).toBe('/students/5/referrals/12?plan=70')
  }, 20_000)

  it('counts unfinished discussions by state; a count, the state and the period filter the list, whose rows open the referral', async () => {
    await signIn()
    const api = serveInbox()
    const { router } = renderApp('/tasks/documents-inbox?period_id=1')
    const todo = await screen.findByRole('table', { name: 'Discusiones sin completar por región' }, { timeout: 5000 })
    expect(within(todo).getByRole('columnheader', { name: 'Firma solicitada' })).toBeDefined()
    await waitFor(() => expect(lastCall(api, '/intervention-plans/discussions')).toEqual({ period_id: '1' }))

    await userEvent.click(within(todo).getByRole('button', { name: '2 en Borrador, Región de Bayamón' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ period_id: 1, customer_id: 2, state: 'draft' }))
    await waitFor(() => expect(lastCall(api, '/intervention-plans/discussions')).toEqual({ period_id: '1', customer_id: '2', state: 'draft' }))

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'provider_signed')
    await waitFor(() => expect(router.state.location.search).toEqual({ period_id: 1, customer_id: 2, state: 'provider_signed' }))
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Periodo' }) as HTMLSelectElement).options.length).toBe(3))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '2')
    await waitFor(() => expect(lastCall(api, '/intervention-plans/discussions')).toEqual({ period_id: '2', customer_id: '2', state: 'provider_signed' }))

    const list = screen.getByRole('table', { name: 'Discusiones' })
    const row = (await within(list).findByRole('link', { name: 'Pérez Cruz, Luis' })).closest('tr')!
    expect(within(row).getByText('Firma solicitada')).toBeDefined()
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/students/6/referrals/13?plan=71')

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  }, 20_000)

  it('is for people who read plans, in a company with the module', async () => {
    await signIn(['billing.manage'])
    serveInbox()
    const first = renderApp('/tasks/documents-inbox')
    expect(await screen.findByText('No tiene acceso a esta sección', {}, { timeout: 5000 })).toBeDefined()
    first.unmount()
    await signIn()
    await saveCompany(company)
    renderApp('/tasks/documents-inbox')
    expect(await screen.findByText('Este módulo no está activo', {}, { timeout: 5000 })).toBeDefined()
  }, 20_000)
})
