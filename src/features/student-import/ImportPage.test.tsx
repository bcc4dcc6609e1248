import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'

describe('/tasks/import gating', () => {
  it('shows a clear page when the company lacks the tasks module, and sends nothing to the server', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany({ ...company, modules: company.modules.filter((module) => module.module_id !== 'tasks') })
    const api = fakeApi()
    renderApp('/tasks/import')
    expect(await screen.findByText('Este módulo no está activo', {}, { timeout: 5000 })).toBeDefined()
    expect(screen.queryByLabelText('Archivo')).toBeNull()
    expect(api.calls.filter((call) => call.path.startsWith('/import'))).toEqual([])
  }, 20_000)

  it('offers the file, the preview and the import to someone with import.run in a company with the module', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany({ ...company, modules: [...company.modules.filter((module) => module.module_id !== 'tasks'), { module_id: 'tasks', name: 'Tareas' }] })
    fakeApi()
    renderApp('/tasks/import')
    expect(await screen.findByLabelText('Archivo', {}, { timeout: 5000 })).toBeDefined()
    expect((screen.getByRole('button', { name: 'Importar' }) as HTMLButtonElement).disabled).toBe(true)
  }, 20_000)
})
