import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveSignIn } from '../../db/session'
import { ApiError } from '../../sync/api-errors'
import { RouteErrorPage } from './RouteErrorPage'

describe('error pages', () => {
  it('shows "This page could not be found" with a link home for an unknown path', async () => {
    await saveSignIn(tokens('1'), staffUser)
    renderApp('/esta/ruta/no/existe')
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/')
  })

  it('shows the status code of a route error', async () => {
    const root = createRootRoute({ component: Outlet, errorComponent: RouteErrorPage })
    const failing = createRoute({
      getParentRoute: () => root,
      path: '/',
      beforeLoad: () => {
        throw new ApiError(403, { code: 'forbidden', message: 'No' })
      },
    })
    renderApp('/', root.addChildren([failing]))
    expect((await screen.findByTestId('error-status')).textContent).toBe('403')
  })

  it('shows 500 for an unexpected error', async () => {
    const root = createRootRoute({ component: Outlet, errorComponent: RouteErrorPage })
    const failing = createRoute({
      getParentRoute: () => root,
      path: '/',
      beforeLoad: () => {
        throw new Error('boom')
      },
    })
    renderApp('/', root.addChildren([failing]))
    expect((await screen.findByTestId('error-status')).textContent).toBe('500')
  })

  describe('a part of the app that cannot be fetched', () => {
    afterEach(() => vi.restoreAllMocks())

    it('offline, shows the page instead of reloading into the browser offline page', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      sessionStorage.clear()
      const root = createRootRoute({ component: Outlet, errorComponent: RouteErrorPage })
      const failing = createRoute({
        getParentRoute: () => root,
        path: '/',
        beforeLoad: () => {
          throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js')
        },
      })
      renderApp('/', root.addChildren([failing]))
      expect(await screen.findByRole('heading', { name: 'No se pudo cargar esta pantalla.' })).toBeDefined()
      // A reload would have recorded its time (the guard against reload loops).
      expect(sessionStorage.getItem('bitacora.chunk-reload-at')).toBeNull()
    })
  })
})
