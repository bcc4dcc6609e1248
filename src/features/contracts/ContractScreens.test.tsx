import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { ProviderContract } from '../../domain/contracts/types'

const submitted: ProviderContract = {
  id: 7,
  provider_id: 1,
  provider_name: 'Marisol Rivera',
  contract_type_id: 1,
  contract_type_name: 'Contrato de servicios profesionales',
  start_date: '2026-08-01',
  end_date: '2027-07-31',
  notes: null,
  status: 'submitted',
  status_name: 'Enviado',
  hash: 'h1',
  allowed_actions: ['approve', 'return-for-revision', 'cancel'],
  can_edit: false,
  rates: [{ service_id: 1, service_name: 'Terapia del habla', duration_id: 2, duration_name: '45 minutos', rate_cents: 4800 }],
  documents: [
    {
      id: 3,
      filename: 'contrato.pdf',
      document_type_id: 1,
      document_type_name: 'Contrato',
      use_type: 'to-sign',
      content_type: 'application/pdf',
      size_bytes: 2048,
      created_at: '2026-07-20T12:00:00.000Z',
    },
  ],
  created_at: '2026-07-20T12:00:00.000Z',
  updated_at: '2026-07-21T12:00:00.000Z',
}

async function signedIn(user = staffUser) {
  await saveSignIn(tokens('1'), user)
  await saveCompany({ ...company, modules: [...company.modules, { module_id: 'finance', name: 'Finanzas' }] })
}

afterEach(() => vi.restoreAllMocks())

describe('/providers/{providerId}/contracts/{contractId}', () => {
  it('shows the contract, its rates and documents, and only the actions the server allows', async () => {
    await signedIn()
    const api = fakeApi()
    api.on('GET /provider-contracts/7', { body: submitted })
    api.on('GET /provider-contracts/7/events', { body: [] })
    api.on('GET /provider-contracts/document-types', { body: [{ id: 1, name: 'Contrato' }] })
    renderApp('/providers/1/contracts/7')

    const group = await screen.findByRole('group', { name: 'Acciones del contrato' }, { timeout: 5000 })
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aprobar', 'Devolver para revisión', 'Cancelar contrato'])
    expect(screen.getByText('Enviado')).toBeTruthy()
    expect(screen.getByText('$48.00')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'contrato.pdf' })).toBeTruthy()
    // Submitted: documents are not changed any more, and the fields are not edited.
    expect(screen.queryByRole('button', { name: 'Quitar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull()
  })

  it('turns the licence control refusal into words, beside the contract as it is now (spec §8 logged)', async () => {
    await signedIn()
    const api = fakeApi()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    api.on('GET /provider-contracts/7', { body: submitted })
    api.on('GET /provider-contracts/7/events', { body: [] })
    api.on('GET /provider-contracts/document-types', { body: [] })
    api.on('POST /provider-contracts/7/approve', { status: 409, body: { code: 'provider_license_expired', message: 'Vencida', current: submitted } })
    renderApp('/providers/1/contracts/7')

    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }, { timeout: 5000 }))
    // Approve takes an optional comment: the dialog asks for it first.
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /Aprobar|Continuar/ }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('La licencia del proveedor está vencida')
    expect(alert.textContent).toContain('Ahora está: Enviado.')
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ hash: 'h1', comment: null })
    expect(logged).toHaveBeenCalledWith('API call failed: contracts.approve', expect.anything())
  }, 15_000)
})

describe('/tasks/provider-contracts', () => {
  it('lists the contracts waiting for finance and those waiting for their provider', async () => {
    await signedIn()
    const api = fakeApi()
    const returned = { ...submitted, id: 8, provider_name: 'Carlos Méndez', status: 'returned', status_name: 'Devuelto para revisión' }
    api.on('GET /provider-contracts', ({ search }) => ({
      body: search.get('status') === 'submitted' ? { items: [submitted], total: 1 } : { items: [returned], total: 1 },
    }))
    renderApp('/tasks/provider-contracts')

    const finance = await screen.findByRole('region', { name: 'Esperan a Finanzas' }, { timeout: 5000 })
    expect(await within(finance).findByRole('link', { name: 'Marisol Rivera' })).toBeTruthy()
    const provider = screen.getByRole('region', { name: 'Esperan al proveedor' })
    expect(await within(provider).findByRole('link', { name: 'Carlos Méndez' })).toBeTruthy()
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/provider-contracts').map((call) => call.search.get('status'))).toEqual(
      expect.arrayContaining(['submitted', 'returned']),
    )
  })
})

describe('/provider/finance', () => {
  it("shows the provider's own bills and contracts, and lets her submit a draft", async () => {
    await signedIn(providerUser)
    const api = fakeApi()
    const draft = { ...submitted, status: 'draft', status_name: 'Borrador', allowed_actions: ['submit'] }
    let state: ProviderContract = draft
    api.on('GET /provider-contracts', { body: { items: [draft], total: 1 } })
    api.on('GET /provider-contracts/7', () => ({ body: state }))
    api.on('GET /provider-contracts/7/events', { body: [] })
    api.on('GET /provider-contracts/document-types', { body: [{ id: 1, name: 'Contrato' }] })
    const bill = { id: 3, period_name: 'octubre 2026', academic_year_name: '2026-2027', total_cents: 123456, status: 'approved', status_name: 'Aprobada' }
    api.on('GET /provider-bills', { body: { items: [bill], total: 1 } })
    api.on('POST /provider-contracts/7/submit', () => {
      state = { ...submitted, allowed_actions: [] }
      return { body: state }
    })
    renderApp('/provider/finance')

    const bills = await screen.findByRole('region', { name: 'Facturas' }, { timeout: 5000 })
    expect(await within(bills).findByRole('button', { name: /octubre 2026 \(2026-2027\): \$1,234\.56/ })).toBeTruthy()
    expect(within(bills).getByText('Aprobada')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: /Contrato de servicios profesionales/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /Enviar|Continuar/ }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Acciones del contrato' })).toBeNull())
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/provider-contracts/7/submit')
  }, 15_000)
})

describe('/finance/provider-contracts/new', () => {
  it('refuses an end before the start on screen, then creates the draft and opens it', async () => {
    await signedIn()
    const api = fakeApi()
    api.on('GET /providers', { body: [{ id: 1, first_name: 'Marisol', last_name: 'Rivera' }] })
    api.on('GET /provider-contracts/types', { body: [{ id: 1, name: 'Contrato de servicios profesionales' }] })
    api.on('POST /provider-contracts', { status: 201, body: { ...submitted, status: 'draft', status_name: 'Borrador', allowed_actions: ['submit', 'cancel'] } })
    api.on('GET /provider-contracts/7', { body: { ...submitted, status: 'draft', status_name: 'Borrador', allowed_actions: ['submit', 'cancel'] } })
    api.on('GET /provider-contracts/7/events', { body: [] })
    api.on('GET /provider-contracts/document-types', { body: [] })
    const { router } = renderApp('/finance/provider-contracts/new')

    const provider = await screen.findByRole('combobox', { name: /Proveedor/ }, { timeout: 5000 })
    await waitFor(() => expect(within(provider).getAllByRole('option').length).toBe(2))
    await userEvent.selectOptions(provider, '1')
    const type = screen.getByRole('combobox', { name: /Tipo de contrato/ })
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBe(2))
    await userEvent.selectOptions(type, '1')
    await userEvent.type(screen.getByLabelText(/Desde/), '2026-08-01')
    await userEvent.type(screen.getByLabelText(/Hasta/), '2026-01-01')
    await userEvent.click(screen.getByRole('button', { name: 'Crear contrato' }))
    expect(await screen.findByText('El contrato no puede terminar antes de empezar.')).toBeTruthy()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.clear(screen.getByLabelText(/Hasta/))
    await userEvent.type(screen.getByLabelText(/Hasta/), '2027-07-31')
    await userEvent.click(screen.getByRole('button', { name: 'Crear contrato' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/providers/1/contracts/7'))
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ provider_id: 1, contract_type_id: 1, start_date: '2026-08-01', end_date: '2027-07-31', notes: null })
  }, 15_000)
})
