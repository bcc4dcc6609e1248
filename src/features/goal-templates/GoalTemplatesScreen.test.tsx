import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveSignIn } from '../../db/session'
import type { GoalTemplate } from './api/goal-templates'

let online = true
beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => vi.restoreAllMocks())

function serveTemplates(initial: GoalTemplate[]) {
  let templates = [...initial]
  const api = fakeApi()
  api.on('GET /intervention-plans/goal-templates', () => ({ body: { items: templates, total: templates.length } }))
  api.on('POST /intervention-plans/goal-templates', ({ body }) => {
    const created = { id: 30, ...(body as { name: string; description: string }) }
    templates = [...templates, created]
    return { status: 201, body: created }
  })
  api.on('PUT /intervention-plans/goal-templates/21', ({ body }) => {
    templates = templates.map((template) => (template.id === 21 ? { id: 21, ...(body as { name: string; description: string }) } : template))
    return { body: templates.find((template) => template.id === 21) }
  })
  api.on('DELETE /intervention-plans/goal-templates/21', () => {
    templates = templates.filter((template) => template.id !== 21)
    return { status: 204 }
  })
  return api
}

const LECTURA: GoalTemplate = { id: 21, name: 'Lectura', description: 'Mejorará su comprensión lectora.' }

describe('/provider/config/goal-templates', () => {
  it('lists her templates, creates one (checked by the schema first) and edits another', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = serveTemplates([LECTURA])
    renderApp('/provider/config/goal-templates')
    const list = await screen.findByRole('list', { name: 'Plantillas de metas' }, { timeout: 5000 })
    expect(within(list).getByText('Mejorará su comprensión lectora.')).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'Nueva plantilla' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva plantilla de meta' })
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Atención')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear plantilla' }))
    // The goal's wording is required.
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeDefined()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
    await userEvent.type(within(dialog).getByLabelText(/^Texto de la meta/), 'Mantendrá la atención 10 minutos.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear plantilla' }))
    expect(await within(list).findByText('Mantendrá la atención 10 minutos.')).toBeDefined()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Atención', description: 'Mantendrá la atención 10 minutos.' })

    await userEvent.click(screen.getByRole('button', { name: 'Editar Lectura' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar plantilla de meta' })
    const name = within(edit).getByLabelText(/^Nombre/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Lectura comprensiva')
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar cambios' }))
    expect(await within(list).findByText('Lectura comprensiva')).toBeDefined()
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Lectura comprensiva', description: 'Mejorará su comprensión lectora.' })
  }, 30_000)

  it('deletes a template only after the warning is confirmed', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = serveTemplates([LECTURA])
    renderApp('/provider/config/goal-templates')
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Lectura' }, { timeout: 5000 }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('Advertencia')).toBeDefined()
    expect(within(confirm).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeDefined()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Lectura' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Aún no tiene plantillas de metas.')).toBeDefined()
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/intervention-plans/goal-templates/21'])
  }, 20_000)

  it('says plainly that it needs a connection, and changes nothing offline', async () => {
    await saveSignIn(tokens('1'), providerUser)
    online = false
    const api = fakeApi()
    api.on('GET /intervention-plans/goal-templates', { networkError: true })
    renderApp('/provider/config/goal-templates')
    expect(await screen.findByText('Sin conexión. Sus plantillas de metas se guardan en el servidor: conéctese a Internet para verlas o cambiarlas.', {}, { timeout: 5000 })).toBeDefined()
    expect(await screen.findByText('No se pueden mostrar sin conexión.', {}, { timeout: 5000 })).toBeDefined()
    expect((screen.getByRole('button', { name: 'Nueva plantilla' }) as HTMLButtonElement).disabled).toBe(true)
  }, 20_000)
})
