import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveReferenceLists } from '../../db/reference-lists'
import { saveSignIn } from '../../db/session'
import type { Objective } from '../../domain/services/schemas'

const plansCompany = { ...company, modules: [...company.modules, { module_id: 'intervention-plans' as const, name: 'Planes de intervención' }] }

const objective = (overrides: Partial<Objective> = {}): Objective => ({
  id: 4,
  name: 'Articulación de /r/',
  description: 'Produce /r/ en palabras',
  interventionPlanMeasurementTypeId: 2,
  service_id: 3,
  ...overrides,
})

async function signIn(permissions = staffUser.permissions) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions })
  await saveCompany(plansCompany)
  await saveReferenceLists({
    measurementTypes: [
      { id: 1, name: 'Porcentaje de precisión' },
      { id: 2, name: 'Frecuencia' },
    ],
    services: [{ id: 3, name: 'Terapia del habla', type_id: 1, discipline_id: null }],
  })
}

function serveObjectives() {
  const api = fakeApi()
  api.on('GET /services/objectives', { body: { items: [objective(), objective({ id: 5, name: 'Turnos en conversación', description: null, service_id: null })], total: 2 } })
  api.on('GET /intervention-plans/objective-templates', {
    body: { items: [{ id: 8, name: 'Seguir instrucciones', description: 'Sigue instrucciones de dos pasos', measurement_type_id: 1 }], total: 1 },
  })
  return api
}

describe('/config/objectives', () => {
  it('lists the catalogue with its measurement type and service, filters by service in the address, and shows the reference list', async () => {
    await signIn()
    const api = serveObjectives()
    const { router } = renderApp('/config/objectives?q=art')
    const table = await screen.findByRole('table', { name: 'Catálogo de objetivos' }, { timeout: 5000 })
    const row = (await within(table).findByText('Articulación de /r/')).closest('tr')!
    expect(within(row).getByText('Frecuencia')).toBeDefined()
    expect(within(row).getByText('Terapia del habla')).toBeDefined()
    // An objective of no service is offered under every one.
    expect(within(within(table).getByText('Turnos en conversación').closest('tr')!).getByText('Todos')).toBeDefined()
    expect(Object.fromEntries(api.calls.find((call) => call.path === '/services/objectives')!.search)).toEqual({ q: 'art' })

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Servicio' }), '3')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'art', service_id: 3 }))
    await waitFor(() => expect(api.calls.some((call) => call.path === '/services/objectives' && call.search.get('service_id') === '3')).toBe(true))

    const templates = await screen.findByRole('table', { name: 'Plantillas de objetivos' })
    expect(await within(templates).findByText('Sigue instrucciones de dos pasos')).toBeDefined()
    expect(within(templates).getByText('Porcentaje de precisión')).toBeDefined()
    const reference = screen.getByRole('list', { name: 'Tipos de medición' })
    expect(within(reference).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Porcentaje de precisión', 'Frecuencia'])
  }, 20_000)

  it('creates an objective through the dialog with the schema’s checks, and edits and deletes one after confirming', async () => {
    await signIn()
    const api = serveObjectives()
    api.on('POST /services/objectives', ({ body }) => ({ status: 201, body: { id: 9, ...(body as object) } }))
    api.on('PUT /services/objectives/4', ({ body }) => ({ body: { id: 4, ...(body as object) } }))
    api.on('DELETE /services/objectives/5', { status: 204 })
    renderApp('/config/objectives')
    await screen.findByRole('table', { name: 'Catálogo de objetivos' }, { timeout: 5000 })

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo objetivo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo objetivo' })
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Fluidez')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear objetivo' }))
    // The measurement type is required: nothing is sent without it.
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeDefined()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tipo de medición/), '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear objetivo' }))
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Fluidez', description: null, interventionPlanMeasurementTypeId: 1, service_id: null }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo objetivo' })).toBeNull())

    await userEvent.click(screen.getByRole('button', { name: 'Editar Articulación de /r/' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar objetivo' })
    expect((within(edit).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Articulación de /r/')
    await userEvent.selectOptions(within(edit).getByLabelText(/^Servicio/), '')
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Articulación de /r/', interventionPlanMeasurementTypeId: 2, service_id: null }))

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Turnos en conversación' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('Advertencia')).toBeDefined()
    expect(within(confirm).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeDefined()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/services/objectives/5')).toBe(true))
  }, 30_000)

  it('creates, edits and deletes objective templates', async () => {
    await signIn()
    const api = serveObjectives()
    api.on('POST /intervention-plans/objective-templates', ({ body }) => ({ status: 201, body: { id: 12, ...(body as object) } }))
    api.on('PUT /intervention-plans/objective-templates/8', ({ body }) => ({ body: { id: 8, ...(body as object) } }))
    api.on('DELETE /intervention-plans/objective-templates/8', { status: 204 })
    renderApp('/config/objectives')
    const templates = await screen.findByRole('table', { name: 'Plantillas de objetivos' }, { timeout: 5000 })
    await within(templates).findByText('Seguir instrucciones')

    await userEvent.click(screen.getByRole('button', { name: 'Nueva plantilla' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva plantilla de objetivo' })
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Pedir ayuda')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tipo de medición/), '2')
    await userEvent.type(within(dialog).getByLabelText(/^Texto del objetivo/), 'Pide ayuda con palabras')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear plantilla' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Pedir ayuda', description: 'Pide ayuda con palabras', measurement_type_id: 2 }))

    await userEvent.click(within(templates).getByRole('button', { name: 'Editar Seguir instrucciones' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar plantilla de objetivo' })
    await userEvent.selectOptions(within(edit).getByLabelText(/^Tipo de medición/), '2')
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Seguir instrucciones', description: 'Sigue instrucciones de dos pasos', measurement_type_id: 2 }))

    await userEvent.click(within(templates).getByRole('button', { name: 'Eliminar Seguir instrucciones' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/intervention-plans/objective-templates/8')).toBe(true))
  }, 30_000)

  it('reads without changing for someone who holds plans.read only, and is linked from /config', async () => {
    await signIn(['plans.read'])
    serveObjectives()
    const first = renderApp('/config/objectives')
    const table = await screen.findByRole('table', { name: 'Catálogo de objetivos' }, { timeout: 5000 })
    await within(table).findByText('Articulación de /r/')
    expect(screen.queryByRole('button', { name: 'Nuevo objetivo' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Nueva plantilla' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Editar Articulación de /r/' })).toBeNull()
    first.unmount()
    renderApp('/config')
    expect(await screen.findByRole('link', { name: /Objetivos/ }, { timeout: 5000 })).toBeDefined()
  }, 20_000)

  it('is neither shown nor open without the intervention plans module', async () => {
    await signIn()
    await saveCompany(company)
    serveObjectives()
    const first = renderApp('/config/objectives')
    expect(await screen.findByText('Este módulo no está activo', {}, { timeout: 5000 })).toBeDefined()
    first.unmount()
    renderApp('/config')
    await screen.findByRole('link', { name: /Mi perfil/ }, { timeout: 5000 })
    expect(screen.queryByRole('link', { name: /Objetivos/ })).toBeNull()
  }, 20_000)
})
