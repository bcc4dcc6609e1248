import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { ImportJob } from '../../domain/import/active-students'

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

const previewJob = (id: number, overrides: Partial<ImportJob>): ImportJob => ({
  id,
  kind: 'active-students',
  mode: 'preview',
  status: 'running',
  filename: 'activos.csv',
  total_rows: 2000,
  processed_rows: 0,
  counts: { updated: 0, unchanged: 0, referral_changed: 0, refused: 0 },
  error_code: null,
  created_at: '2026-03-02T12:00:00.000Z',
  finished_at: null,
  ...overrides,
})

describe('/tasks/import after a server crash', () => {
  it('explains a job interrupted by the server stopping and offers to start it again with the same file', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany({ ...company, modules: [...company.modules.filter((module) => module.module_id !== 'tasks'), { module_id: 'tasks', name: 'Tareas' }] })
    const api = fakeApi()
    let started = 0
    api.on('POST /import/active-students', () => ({ status: 202, body: { job: previewJob(5 + started++, {}) } }))
    // The first job was left running by a process that died; the server marked it failed.
    api.on('GET /import/jobs/5', { body: previewJob(5, { status: 'failed', error_code: 'import_interrupted', processed_rows: 500 }) })
    api.on('GET /import/jobs/6', { body: previewJob(6, { processed_rows: 1000 }) })
    renderApp('/tasks/import')
    await userEvent.upload(await screen.findByLabelText('Archivo', {}, { timeout: 5000 }), new File(['SIE\n'], 'activos.csv', { type: 'text/csv' }))
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }))
    const failed = await screen.findByRole('region', { name: 'Vista previa (no se ha cambiado nada)' })
    await within(failed).findByText(/La importación se interrumpió porque el servidor se detuvo/)
    expect(within(failed).getByText('Filas procesadas: 500 de 2000')).toBeDefined()
    await userEvent.click(within(failed).getByRole('button', { name: 'Empezar de nuevo' }))
    await screen.findByText('Filas procesadas: 1000 de 2000')
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST').length).toBe(2))
    expect(screen.queryByText(/La importación se interrumpió/)).toBeNull()
  }, 20_000)
})
