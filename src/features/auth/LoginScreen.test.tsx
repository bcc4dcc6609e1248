import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { db } from '../../db/database'
import { REFERENCE_LISTS } from '../../domain/reference'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

function serveReferenceLists(api: ReturnType<typeof fakeApi>) {
  for (const path of Object.values(REFERENCE_LISTS)) api.on(`GET ${path}`, { body: [{ id: 1, name: 'Uno' }] })
}

describe('login screen', () => {
  it('has labelled fields and shows the company', async () => {
    await saveCompany(company)
    renderApp('/login')
    expect(await screen.findByRole('heading', { name: company.name })).toBeDefined()
    expect(screen.getByLabelText(/Correo electrónico/)).toBeDefined()
    expect(screen.getByLabelText(/Contraseña/)).toBeDefined()
  })

  it('names the company from the page on a device that has none yet (the heading does not change under the form)', async () => {
    const meta = document.createElement('meta')
    meta.name = 'company-name'
    meta.content = 'Terapias del Servidor'
    document.head.append(meta)
    try {
      renderApp('/login')
      expect(await screen.findByRole('heading', { name: 'Terapias del Servidor' })).toBeDefined()
    } finally {
      meta.remove()
    }
  })

  it('offers the language before signing in', async () => {
    renderApp('/login')
    const english = await screen.findByRole('button', { name: 'English (US)' })
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(english)
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDefined()
    expect(document.documentElement.lang).toBe('en-US')
    await userEvent.click(screen.getByRole('button', { name: 'Español' }))
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeDefined()
  })

  it('validates with the shared schema before calling the server', async () => {
    const api = fakeApi()
    renderApp('/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }))
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2)
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText('Escriba un correo electrónico válido.')).toBeDefined()
    expect(api.calls).toHaveLength(0)
  })

  it("shows the server's refusal in words and stays signed out", async () => {
    const api = fakeApi()
    api.on('POST /auth/login', { status: 401, body: { code: 'invalid_credentials', message: 'x' } })
    renderApp('/login')
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'terapeuta@example.com')
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'mala')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Correo electrónico o contraseña incorrectos.')
    expect(await db.session.count()).toBe(0)
  })

  it('signs in, stores the reference lists, and lands on the home screen', async () => {
    const api = fakeApi()
    api.on('POST /auth/login', ({ body }) => ({ body: body && (body as { password: string }).password === 'demo1234' ? tokens('1') : {} }))
    api.on('GET /users/user', ({ headers }) => (headers.get('Authorization') === 'Bearer access-1' ? { body: providerUser } : { status: 401 }))
    serveReferenceLists(api)
    const { router } = renderApp('/login?redirect=%2F')
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), ' Terapeuta@Example.com ')
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'demo1234')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('heading', { name: 'Hola, Marisol' })).toBeDefined()
    expect(router.state.location.pathname).toBe('/')
    expect(api.calls.find((call) => call.path === '/auth/login')?.body).toEqual({ email: 'terapeuta@example.com', password: 'demo1234' })
    await waitFor(async () => expect(await db.referenceLists.count()).toBe(Object.keys(REFERENCE_LISTS).length))
  })
})
