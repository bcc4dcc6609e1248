import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/support/fake-api'
import { company, providerUser, tokens } from '../../test/support/fixtures'
import { renderWithApp } from '../../test/support/render'
import { saveCompany } from '../db/company'
import { db } from '../db/database'
import { markSessionExpired, saveSignIn } from '../db/session'
import { REFERENCE_LISTS } from '../domain/reference'
import type * as handoff from '../features/shell/page-handoff'
import { justHandedOff, loadFromServer, rememberHandoff } from '../features/shell/page-handoff'
import { registerServiceWorker } from '../features/shell/service-worker'
import { LoginPage } from './LoginPage'

vi.mock('../features/shell/page-handoff', async (original) => ({ ...(await original<typeof handoff>()), loadFromServer: vi.fn() }))
// The service worker is not registered in unit tests (there is none to register).
vi.mock('../features/shell/service-worker', () => ({ registerServiceWorker: vi.fn(async () => undefined) }))

// The sign-in code and the device's data load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

function serveReferenceLists(api: ReturnType<typeof fakeApi>) {
  for (const path of Object.values(REFERENCE_LISTS)) api.on(`GET ${path}`, { body: [{ id: 1, name: 'Uno' }] })
}

/** The login page at `address`, as login.html opens it. */
function openLoginPage(address = '/login') {
  window.history.replaceState(null, '', address)
  return renderWithApp(<LoginPage />)
}

/** Types an e-mail and a password and presses "Entrar", as a person does. */
async function submitLogin(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email)
  await userEvent.type(screen.getByLabelText(/Contraseña/), password)
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

beforeEach(() => vi.mocked(loadFromServer).mockClear())
afterEach(() => window.history.replaceState(null, '', '/'))

describe('login page', () => {
  it('has labelled fields and shows the company the device keeps', async () => {
    fakeApi()
    await saveCompany(company)
    openLoginPage()
    expect(screen.getByLabelText(/Correo electrónico/)).toBeDefined()
    expect(screen.getByLabelText(/Contraseña/)).toBeDefined()
    expect(await screen.findByRole('heading', { name: company.name })).toBeDefined()
  })

  it('tells the app it arrived, so that its next handoff to /login is no loop', () => {
    fakeApi()
    rememberHandoff('/login')
    openLoginPage()
    expect(justHandedOff('/login')).toBe(false)
  })

  it('registers the service worker when the person starts, not with the page', async () => {
    fakeApi()
    vi.mocked(registerServiceWorker).mockClear()
    await saveCompany(company)
    openLoginPage()
    // The device is read (the company's name shows) and the worker still waits.
    expect(await screen.findByRole('heading', { name: company.name })).toBeDefined()
    expect(registerServiceWorker).not.toHaveBeenCalled()
    await userEvent.click(screen.getByLabelText(/Correo electrónico/))
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1))
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'a')
    expect(registerServiceWorker).toHaveBeenCalledTimes(1)
  })

  it('names the company from the page on a device that has none yet (the heading does not change under the form)', async () => {
    fakeApi()
    const meta = document.createElement('meta')
    meta.name = 'company-name'
    meta.content = 'Terapias del Servidor'
    document.head.append(meta)
    try {
      openLoginPage()
      // From the first frame, before the device database is read.
      expect(screen.getByRole('heading', { name: 'Terapias del Servidor' })).toBeDefined()
    } finally {
      meta.remove()
    }
  })

  it('offers the language before signing in', async () => {
    fakeApi()
    openLoginPage()
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
    openLoginPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }))
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2)
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText('Escriba un correo electrónico válido.')).toBeDefined()
    expect(api.calls.filter((call) => call.path.startsWith('/auth'))).toHaveLength(0)
  })

  it("shows the server's refusal in words and stays signed out", async () => {
    const api = fakeApi()
    api.on('POST /auth/login', { status: 401, body: { code: 'invalid_credentials', message: 'x' } })
    openLoginPage()
    await submitLogin('terapeuta@example.com', 'mala')
    expect((await screen.findByRole('alert')).textContent).toBe('Correo electrónico o contraseña incorrectos.')
    expect(await db.session.count()).toBe(0)
    expect(loadFromServer).not.toHaveBeenCalled()
  })

  it('signs in, stores the reference lists, and loads the app where the person was going', async () => {
    const api = fakeApi()
    api.on('POST /auth/login', ({ body }) => ({ body: body && (body as { password: string }).password === 'demo1234' ? tokens('1') : {} }))
    api.on('GET /users/user', ({ headers }) => (headers.get('Authorization') === 'Bearer access-1' ? { body: providerUser } : { status: 401 }))
    serveReferenceLists(api)
    openLoginPage('/login?redirect=%2Fprovider%2Fservice-sessions')
    await submitLogin(' Terapeuta@Example.com ', 'demo1234')
    await waitFor(() => expect(loadFromServer).toHaveBeenCalledWith('/provider/service-sessions'))
    expect(api.calls.find((call) => call.path === '/auth/login')?.body).toEqual({ email: 'terapeuta@example.com', password: 'demo1234' })
    expect((await db.session.get('current'))?.user.email).toBe(providerUser.email)
    expect(await db.referenceLists.count()).toBe(Object.keys(REFERENCE_LISTS).length)
  })

  it('follows only addresses inside the app after signing in', async () => {
    const api = fakeApi()
    api.on('POST /auth/login', { body: tokens('1') })
    api.on('GET /users/user', { body: providerUser })
    serveReferenceLists(api)
    openLoginPage('/login?redirect=%2F%2Fevil.example%2F')
    await submitLogin('terapeuta@example.com', 'demo1234')
    await waitFor(() => expect(loadFromServer).toHaveBeenCalledWith('/'))
  })

  it('sends a person already signed in on this device back to the app', async () => {
    fakeApi()
    await saveSignIn(tokens('1'), providerUser)
    openLoginPage('/login?redirect=%2Fprovider%2Fappointments')
    await waitFor(() => expect(loadFromServer).toHaveBeenCalledWith('/provider/appointments'))
  })

  it('asks a person whose access expired to sign in again, with their e-mail filled in', async () => {
    fakeApi()
    await saveSignIn(tokens('1'), providerUser)
    await markSessionExpired()
    openLoginPage()
    expect(await screen.findByText('Su acceso expiró. Inicie sesión de nuevo para enviar sus cambios.')).toBeDefined()
    await waitFor(() => expect((screen.getByLabelText(/Correo electrónico/) as HTMLInputElement).value).toBe(providerUser.email))
    expect(loadFromServer).not.toHaveBeenCalled()
  })
})
