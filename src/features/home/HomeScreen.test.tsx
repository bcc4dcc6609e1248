import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { company, providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

describe('home screen', () => {
  it("shows a provider today's date and the way into the day's sessions", async () => {
    await saveSignIn(tokens('1'), providerUser)
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Hola, Marisol' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Sesiones de hoy' }).getAttribute('href')).toBe('/provider/service-sessions')
    expect(screen.queryByText('Facturación')).toBeNull()
  })

  it('shows staff only the console areas whose module the company has', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company) // billing and referrals, no finance, tasks or downloads
    renderApp('/')
    const areas = within(await screen.findByTestId('console-areas'))
    expect(await areas.findByRole('link', { name: 'Facturación' })).toBeDefined()
    expect(areas.getByRole('link', { name: 'Estudiantes' })).toBeDefined()
    expect(areas.getByRole('link', { name: 'Proveedores' })).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Finanzas' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Tareas' })).toBeNull()
  })
})
