import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { providerSpecialty, specialtyReference } from '../../../test/support/specialties'
import { saveSignIn } from '../../db/session'
import { companyToday } from '../../domain/rules/company-time'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import { toaster } from '../../components/snackbar-host'

// The gate, its dialog and the editor load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const PROMPT = 'Favor de confirmar los detalles de su especialidad.'

function serve(specialties: ProviderSpecialty[]) {
  const api = fakeApi()
  let rows = specialties
  api.on('GET /provider-specialties', () => ({ body: rows }))
  api.on('GET /specialties', { body: specialtyReference.specialties })
  api.on('GET /specialties/license-types', { body: specialtyReference.licenseTypes })
  api.on('GET /specialties/features', { body: specialtyReference.features })
  for (const specialty of specialties) {
    api.on(`PATCH /provider-specialties/${specialty.id}`, () => {
      rows = rows.map((row) => (row.id === specialty.id ? { ...row, confirmed_by_provider_at: companyToday() } : row))
      return { body: rows.find((row) => row.id === specialty.id) }
    })
  }
  return api
}

beforeEach(() => toaster.remove())

describe('specialty confirmation after sign-in', () => {
  it('asks a provider to confirm each due specialty in a dialog that Escape and outside clicks do not close', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = serve([
      providerSpecialty({ id: 11, specialty_name: 'Patología del habla y lenguaje', confirmed_by_provider_at: null }),
      providerSpecialty({ id: 12, specialty_id: 2, specialty_name: 'Terapia ocupacional', confirmed_by_provider_at: companyToday() }),
    ])
    renderApp('/')
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    expect(within(dialog).getByText(PROMPT)).toBeDefined()
    expect(within(dialog).getByText(/Patología del habla y lenguaje/, { selector: 'h2' })).toBeDefined()
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull()
    expect(api.calls.find((call) => call.path === '/provider-specialties')?.method).toBe('GET')

    await userEvent.keyboard('{Escape}')
    fireEvent.pointerDown(document.body)
    fireEvent.click(document.body)
    expect(screen.getByRole('alertdialog')).toBe(dialog)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/provider-specialties/11', body: { confirm: true, start_year: 2011 } })
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1)
  })

  it('shows the next due specialty after the first is confirmed', async () => {
    await saveSignIn(tokens('1'), providerUser)
    serve([
      providerSpecialty({ id: 11, specialty_name: 'Patología del habla y lenguaje', confirmed_by_provider_at: null }),
      providerSpecialty({ id: 12, specialty_id: 2, specialty_name: 'Terapia ocupacional', confirmed_by_provider_at: null, start_year: null }),
    ])
    renderApp('/')
    const first = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    await userEvent.click(within(first).getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('Terapia ocupacional'))
    // The second has no start year yet: it cannot be confirmed until one is chosen.
    const second = screen.getByRole('alertdialog')
    expect((within(second).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows nothing when no specialty is due', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = serve([providerSpecialty({ confirmed_by_provider_at: companyToday() })])
    renderApp('/')
    await waitFor(() => expect(api.calls.some((call) => call.path === '/provider-specialties')).toBe(true), { timeout: 5000 })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('never asks office staff', async () => {
    await saveSignIn(tokens('1'), staffUser)
    const api = serve([providerSpecialty({ confirmed_by_provider_at: null })])
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Hola, Laura' })).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(api.calls.some((call) => call.path === '/provider-specialties')).toBe(false)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('stays quiet offline', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /provider-specialties', { networkError: true })
    renderApp('/')
    await waitFor(() => expect(api.calls.some((call) => call.path === '/provider-specialties')).toBe(true), { timeout: 5000 })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Hola, Marisol' })).toBeDefined()
  })
})
