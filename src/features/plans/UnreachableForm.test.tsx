import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { staffUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { saveSignIn } from '../../db/session'
import type { FormTemplate } from '../../domain/forms/fields'
import type { PlanDetail, PlanDiscussion } from './api/types'
import { DiscussionCard, type PlanViewer } from './DiscussionCard'

const template: FormTemplate = {
  id: 5,
  code: 'unreachable',
  name: 'Formulario de no localización',
  description: 'Intentos de contacto con la familia.',
  fields: [
    { key: 'contact_attempts', label: 'Intentos de contacto', type: 'textarea', required: true },
    { key: 'last_attempt_date', label: 'Fecha del último intento', type: 'date', required: true },
    { key: 'last_contact_method', label: 'Medio del último intento', type: 'select', required: true, options: ['Teléfono', 'Carta'] },
    { key: 'notes', label: 'Notas', type: 'text', required: false },
  ],
}

const discussion = (overrides: Partial<PlanDiscussion> = {}): PlanDiscussion => ({
  id: 60,
  plan_id: 7,
  period_id: 1,
  period_name: 'Primer semestre',
  state: 'signature_requested',
  achievements_summary: 'Buen progreso',
  unreachable_form_id: null,
  hash: 'd1',
  updated_at: '2026-01-12T15:00:00.000Z',
  signatures: [],
  ...overrides,
})

const plan = (only: PlanDiscussion): PlanDetail => ({
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
  goals: [],
  discussions: [only],
  guest_link: null,
})

async function openCard(shown: PlanDiscussion, viewer: PlanViewer = 'office', editable = true, setUp?: (api: ReturnType<typeof fakeApi>) => void) {
  await saveSignIn(tokens('1'), staffUser)
  const api = fakeApi()
  api.on('GET /ai/status', { body: { available: false } })
  api.on('GET /public/intervention-plans/objectives/measurement-types', { body: [] })
  api.on('GET /public/intervention-plans/progress-levels', { body: [] })
  api.on('GET /forms/templates', { body: [template] })
  setUp?.(api)
  renderWithApp(<DiscussionCard plan={plan(shown)} discussion={shown} viewer={viewer} editable={editable} />)
  const card = await screen.findByRole('group', { name: 'Discusión de Primer semestre' })
  return { api, card }
}

/** Opens the dialog from the card, fills the required fields and presses "Adjuntar". */
async function fillAndAttach(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: 'Adjuntar formulario de no localización' }))
  const dialog = await screen.findByRole('dialog', { name: 'Formulario de no localización' })
  await userEvent.type(await within(dialog).findByLabelText(/Intentos de contacto/), 'Llamadas sin respuesta.')
  await userEvent.type(within(dialog).getByLabelText(/Fecha del último intento/), '2026-03-05')
  await userEvent.selectOptions(within(dialog).getByLabelText(/Medio del último intento/), 'Teléfono')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adjuntar' }))
  return dialog
}

afterEach(() => vi.restoreAllMocks())

describe('the unreachable form of a discussion', () => {
  it('fills the template fields, checks them first, then creates the form and attaches it with the discussion version', async () => {
    const { api, card } = await openCard(discussion())
    let created: unknown
    let attached: unknown
    api.on('POST /forms/', ({ body }) => ((created = body), { status: 201, body: { id: 90, template_id: 5, template_code: 'unreachable', referral_id: 1, values: body, hash: 'f1' } }))
    api.on('PATCH /intervention-plans/discussions/60/attach-unreachable-form', ({ body }) => ((attached = body), { body: discussion({ unreachable_form_id: 90, hash: 'd2' }) }))
    await userEvent.click(within(card).getByRole('button', { name: 'Adjuntar formulario de no localización' }))
    const dialog = await screen.findByRole('dialog', { name: 'Formulario de no localización' })
    await within(dialog).findByLabelText(/Intentos de contacto/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjuntar' }))
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(3)
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.type(within(dialog).getByLabelText(/Intentos de contacto/), '03/02 teléfono: no contestó.')
    await userEvent.type(within(dialog).getByLabelText(/Fecha del último intento/), '2026-03-05')
    await userEvent.selectOptions(within(dialog).getByLabelText(/Medio del último intento/), 'Carta')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjuntar' }))
    await waitFor(() => expect(attached).toEqual({ form_id: 90, hash: 'd1' }))
    expect(created).toEqual({
      template_id: 5,
      referral_id: 1,
      values: { contact_attempts: '03/02 teléfono: no contestó.', last_attempt_date: '2026-03-05', last_contact_method: 'Carta', notes: null },
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Formulario de no localización' })).toBeNull())
  }, 20_000)

  it('says plainly when the discussion changed meanwhile (409)', async () => {
    const { api, card } = await openCard(discussion())
    api.on('POST /forms/', { status: 201, body: { id: 91, template_id: 5, template_code: 'unreachable', referral_id: 1, values: {}, hash: 'f1' } })
    api.on('PATCH /intervention-plans/discussions/60/attach-unreachable-form', { status: 409, body: { code: 'version_conflict', message: 'Cambió', current: discussion({ hash: 'd9' }) } })
    const dialog = await fillAndAttach(card)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La discusión cambió mientras usted llenaba el formulario. Cierre, revise la discusión e intente de nuevo.',
    )
  }, 20_000)

  it('a try after a failed attach writes into the form the first try created, instead of creating another', async () => {
    const { api, card } = await openCard(discussion())
    api.on('POST /forms/', ({ body }) => ({ status: 201, body: { id: 92, template_id: 5, template_code: 'unreachable', referral_id: 1, values: (body as { values: unknown }).values, hash: 'f1' } }))
    api.on('PUT /forms/92', ({ body }) => ({ body: { id: 92, template_id: 5, template_code: 'unreachable', referral_id: 1, values: (body as { values: unknown }).values, hash: 'f2' } }))
    let attachTries = 0
    api.on('PATCH /intervention-plans/discussions/60/attach-unreachable-form', () =>
      ++attachTries === 1 ? { networkError: true } : { body: discussion({ unreachable_form_id: 92, hash: 'd2' }) },
    )
    const dialog = await fillAndAttach(card)
    await within(dialog).findByRole('alert')

    // The signal is back: she corrects a field and tries again.
    await userEvent.type(within(dialog).getByLabelText(/Notas/), 'Sin buzón de voz.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjuntar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Formulario de no localización' })).toBeNull())
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/forms/')).toHaveLength(1)
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      values: { contact_attempts: 'Llamadas sin respuesta.', last_attempt_date: '2026-03-05', last_contact_method: 'Teléfono', notes: 'Sin buzón de voz.' },
      hash: 'f1',
    })
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { form_id: 92, hash: 'd1' },
      { form_id: 92, hash: 'd1' },
    ])
  }, 20_000)

  it('shows the attached form and removes it after the warning, with the discussion version', async () => {
    const { api, card } = await openCard(discussion({ unreachable_form_id: 90, hash: 'd2' }), 'office', true, (api) =>
      api.on('GET /forms/90', {
        body: { id: 90, template_id: 5, template_code: 'unreachable', referral_id: 1, values: { contact_attempts: 'Carta enviada.', last_attempt_date: '2026-03-05', last_contact_method: 'Carta', notes: null }, hash: 'f1' },
      }),
    )
    let sent: unknown
    api.on('PATCH /intervention-plans/discussions/60/detach-unreachable-form', ({ body }) => ((sent = body), { body: discussion() }))
    expect(await within(card).findByText('Carta enviada.')).toBeDefined()
    expect(within(card).getByText('03/05/2026')).toBeDefined()
    expect(within(card).queryByRole('button', { name: 'Adjuntar formulario de no localización' })).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Quitar' }))
    const warning = await screen.findByRole('alertdialog')
    expect(within(warning).getByText('Advertencia')).toBeDefined()
    await userEvent.click(within(warning).getByRole('button', { name: 'Quitar' }))
    await waitFor(() => expect(sent).toEqual({ hash: 'd2' }))
  }, 20_000)

  it('is online only: offline the button is disabled and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { card } = await openCard(discussion())
    expect((within(card).getByRole('button', { name: 'Adjuntar formulario de no localización' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(card).getByText('Adjuntar o quitar el formulario necesita conexión a internet.')).toBeDefined()
  }, 20_000)

  it('is not offered outside signature_requested', async () => {
    const { card } = await openCard(discussion({ state: 'authorized_signed' }))
    expect(within(card).queryByRole('button', { name: 'Adjuntar formulario de no localización' })).toBeNull()
  }, 20_000)

  it('is not offered to the supervisor, who only signs', async () => {
    const { card } = await openCard(discussion(), 'supervisor', false)
    expect(within(card).queryByRole('button', { name: 'Adjuntar formulario de no localización' })).toBeNull()
  }, 20_000)
})
