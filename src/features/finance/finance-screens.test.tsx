import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveReferenceLists } from '../../db/reference-lists'
import { saveSignIn } from '../../db/session'

const template = {
  id: 5,
  name: 'Habla y lenguaje — 45 min',
  specialty_id: 1,
  specialty_name: 'Patología del habla y lenguaje',
  duration_id: 2,
  duration_minutes: 45,
  lines: [{ service_id: 1, service_name: 'Terapia del habla y lenguaje', rate_cents: 4800 }],
  hash: 'h5',
}

const items = [
  { id: 1, name: 'Tarjetas de articulación', type_id: 1, type_name: 'Materiales', price_cents: 1899, sort_index: 0, hash: 'a' },
  { id: 2, name: 'Plastilina terapéutica', type_id: 1, type_name: 'Materiales', price_cents: 1275, sort_index: 1, hash: 'b' },
  { id: 3, name: 'Pelota de estabilidad', type_id: 2, type_name: 'Equipo', price_cents: 2999, sort_index: 2, hash: 'c' },
]

const rate = {
  id: 40,
  provider_id: 9,
  service_id: 1,
  service_name: 'Terapia del habla y lenguaje',
  duration_id: 2,
  duration_minutes: 45,
  rate_cents: 4800,
  effective_from: '2026-01-01',
  effective_to: null,
  template_id: 5,
  hash: 'r1',
}

async function signIn(permissions: string[] = staffUser.permissions) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions: permissions as typeof staffUser.permissions })
  await saveCompany({ ...company, modules: [...company.modules, { module_id: 'finance', name: 'Finanzas' }] })
  await saveReferenceLists({
    durations: [
      { id: 1, name: '30 minutos', minutes: 30 },
      { id: 2, name: '45 minutos', minutes: 45 },
    ],
    services: [
      { id: 1, name: 'Terapia del habla y lenguaje', type_id: 1, discipline_id: 1 },
      { id: 2, name: 'Evaluación del habla y lenguaje', type_id: 2, discipline_id: 1 },
    ],
  })
  const api = fakeApi()
  api.on('GET /specialties', { body: [{ id: 1, name: 'Patología del habla y lenguaje', discipline_id: 1 }] })
  api.on('GET /specialties/license-types', { body: [] })
  api.on('GET /specialties/features', { body: [] })
  api.on('GET /provider-service-rate-templates', { body: { items: [{ ...template, line_count: 1 }], total: 1 } })
  api.on('GET /provider-service-rate-templates/5', { body: template })
  api.on('GET /purchasable-items', { body: { items, total: items.length } })
  api.on('GET /purchasable-items/types', { body: [{ id: 1, name: 'Materiales' }, { id: 2, name: 'Equipo' }] })
  return api
}

describe('finance screens', () => {
  it('lists rate templates to finance staff', async () => {
    await signIn()
    renderApp('/finance/provider-service-rate-templates')
    expect(await screen.findByRole('link', { name: template.name }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Patología del habla y lenguaje')).toBeTruthy()
  }, 20_000)

  it('refuses the screens without finance.manage', async () => {
    await signIn(['students.read'])
    renderApp('/finance/purchasable-items')
    expect(await screen.findByText('No tiene acceso a esta sección', {}, { timeout: 5000 })).toBeTruthy()
  }, 20_000)

  it('edits a template: amounts typed in dollars are checked and sent in cents with the version', async () => {
    const api = await signIn()
    api.on('PUT /provider-service-rate-templates/5', ({ body }) => ({ body: { ...template, ...(body as object), hash: 'h6', lines: [{ ...template.lines[0], rate_cents: 5050 }] } }))
    renderApp('/finance/provider-service-rate-templates/5')
    const rateField = await screen.findByLabelText<HTMLInputElement>('Tarifa en dólares (línea 1)', {}, { timeout: 5000 })
    expect(rateField.value).toBe('48.00')
    await userEvent.clear(rateField)
    await userEvent.type(rateField, '4.567')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }))
    expect(await screen.findByText('Escriba una cantidad en dólares, por ejemplo 45.00.')).toBeTruthy()
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false)
    await userEvent.clear(rateField)
    await userEvent.type(rateField, '50.5')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ hash: 'h5', lines: [{ service_id: 1, rate_cents: 5050 }] }))
  }, 20_000)

  it('moves a purchasable item down with the keyboard button, saved as its sort_index', async () => {
    const api = await signIn()
    api.on('PUT /purchasable-items/1', ({ body }) => ({ body: { ...items[0], ...(body as object) } }))
    renderApp('/finance/purchasable-items')
    await userEvent.click(await screen.findByRole('button', { name: 'Bajar Tarjetas de articulación' }, { timeout: 5000 }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ sort_index: 1, hash: 'a', price_cents: 1899 }))
    // The list shows the new order at once, before the server answers with its own.
    expect(screen.getByRole('button', { name: 'Subir Pelota de estabilidad' })).toBeTruthy()
  }, 20_000)

  it('moves an item by native drag and drop', async () => {
    const api = await signIn()
    api.on('PUT /purchasable-items/3', ({ body }) => ({ body: { ...items[2], ...(body as object) } }))
    renderApp('/finance/purchasable-items')
    await screen.findByText('Pelota de estabilidad', {}, { timeout: 5000 })
    const rows = screen.getAllByTestId('purchasable-item')
    const data = { setData: () => undefined, effectAllowed: '' }
    fireEvent.dragStart(rows[2]!, { dataTransfer: data })
    fireEvent.dragOver(rows[0]!, { dataTransfer: data })
    fireEvent.drop(rows[0]!, { dataTransfer: data })
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/purchasable-items/3', body: { sort_index: 0, hash: 'c' } }))
  }, 20_000)

  it('deletes an item only after the warning', async () => {
    const api = await signIn()
    api.on('DELETE /purchasable-items/2', { status: 204 })
    renderApp('/finance/purchasable-items')
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Plastilina terapéutica' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Advertencia')).toBeTruthy()
    expect(within(dialog).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeTruthy()
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/purchasable-items/2')).toBe(true))
  }, 20_000)

  it("shows a provider's rates in dollars and applies a template in merge mode after the warning", async () => {
    const api = await signIn()
    api.on('GET /providers/9', { body: { id: 9, first_name: 'Marisol', last_name: 'Rivera Torres', name: 'Marisol Rivera Torres', email: 'm@example.com', provider_status_id: 1 } })
    api.on('GET /providers/9/service-rates', { body: { items: [rate], total: 1 } })
    api.on('POST /providers/9/service-rates/apply-template/5', { body: { mode: 'merge', effective_from: '2026-04-01', closed: 1, removed: 0, created: 1 } })
    renderApp('/providers/9/service-rates')
    expect(await screen.findByText('$48.00', {}, { timeout: 5000 })).toBeTruthy()
    await screen.findByRole('heading', { name: 'Tarifas de Marisol Rivera Torres' })
    await userEvent.selectOptions(screen.getByLabelText('Plantilla'), String(template.id))
    await userEvent.selectOptions(screen.getByLabelText('Modo'), 'merge')
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar plantilla' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Advertencia')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }))
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ mode: 'merge', effective_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    )
  }, 20_000)

  it('changes a rate from a date: the new amount in cents with the version', async () => {
    const api = await signIn()
    api.on('GET /providers/9', { body: { id: 9, name: 'Marisol Rivera Torres', first_name: 'Marisol', last_name: 'Rivera Torres', email: 'm@example.com', provider_status_id: 1 } })
    api.on('GET /providers/9/service-rates', { body: { items: [rate], total: 1 } })
    api.on('PUT /providers/9/service-rates/40', ({ body }) => ({ body: { ...rate, id: 41, ...(body as object) } }))
    renderApp('/providers/9/service-rates')
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar la tarifa de Terapia del habla y lenguaje (45 min)' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: /^Cambiar la tarifa/ })
    const amount = within(dialog).getByLabelText<HTMLInputElement>(/^Nueva tarifa en dólares/)
    expect(amount.value).toBe('48.00')
    await userEvent.clear(amount)
    await userEvent.type(amount, '50')
    const from = within(dialog).getByLabelText<HTMLInputElement>(/^Desde/)
    await userEvent.clear(from)
    await userEvent.type(from, '2026-04-01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar tarifa' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ hash: 'r1', rate_cents: 5000, effective_from: '2026-04-01' }))
  }, 20_000)
})
