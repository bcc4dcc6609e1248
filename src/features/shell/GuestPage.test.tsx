import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'

describe('guest pages', () => {
  it.each([
    ['/guest/service-forms/6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70', 'Formulario de servicio'],
    ['/guest/service-forms', 'Formulario de servicio'],
  ])('%s carries the company and offers no way to the staff sign-in', async (path, title) => {
    await saveCompany(company)
    renderApp(path)
    expect(await screen.findByRole('heading', { name: title })).toBeDefined()
    // The company is read from the device after the frame draws: wait for the name, not the frame.
    await waitFor(() => expect(screen.getByTestId('guest-company').textContent).toBe('Terapias Educativas del Caribe'))
    expect(screen.queryByRole('link', { name: 'Ir al inicio' })).toBeNull()
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/login')
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/')
  })

  it('on a device that never saw the app, fetches the company to brand the page', async () => {
    const api = fakeApi()
    api.on('GET /public/company', { body: company })
    renderApp('/guest/service-forms')
    expect(await screen.findByText('Terapias Educativas del Caribe')).toBeDefined()
  })
})
