import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/support/render-app'
import type * as handoff from './page-handoff'
import { handoffArrived, justHandedOff, loadFromServer, rememberHandoff } from './page-handoff'

vi.mock('./page-handoff', async (original) => ({ ...(await original<typeof handoff>()), loadFromServer: vi.fn() }))

const PATH = '/guest/intervention-plans/3f2c9a7e-1b2d-4c5e-8f90-123456789abc'

beforeEach(() => {
  sessionStorage.clear()
  vi.mocked(loadFromServer).mockClear()
})

describe('a guest plan address inside the app', () => {
  it('is loaded from the server as a page (the guest entry), not drawn by the app', async () => {
    renderApp(PATH)
    expect(await screen.findByText('Abriendo el plan…')).toBeDefined()
    expect(loadFromServer).toHaveBeenCalledWith(PATH)
  })

  it('coming straight back to the app (a service worker from before the guest entry) stops instead of looping', async () => {
    rememberHandoff(PATH)
    renderApp(PATH)
    expect(await screen.findByText(/No se pudo abrir la página del plan/)).toBeDefined()
    expect(loadFromServer).not.toHaveBeenCalled()
  })

  it('tries again once the last attempt is old, or for another address', () => {
    expect(justHandedOff(PATH, 1_000)).toBe(false)
    rememberHandoff(PATH, 1_000)
    expect(justHandedOff(PATH, 5_000)).toBe(true)
    expect(justHandedOff(PATH, 20_000)).toBe(false)
    expect(justHandedOff('/guest/intervention-plans', 5_000)).toBe(false)
  })
})

describe('/login inside the app (a guard, signing out, an expired session)', () => {
  it('is loaded as a page (the login entry), keeping where the person was going', async () => {
    renderApp('/login?redirect=%2Fstudents')
    expect(await screen.findByText('Abriendo el inicio de sesión…')).toBeDefined()
    expect(loadFromServer).toHaveBeenCalledWith('/login?redirect=%2Fstudents')
  })

  it('hands off again once the login page has arrived (signing out twice in a few seconds is no loop)', async () => {
    rememberHandoff('/login?redirect=%2F')
    handoffArrived()
    renderApp('/login?redirect=%2F')
    expect(await screen.findByText('Abriendo el inicio de sesión…')).toBeDefined()
    expect(loadFromServer).toHaveBeenCalledWith('/login?redirect=%2F')
  })
})
