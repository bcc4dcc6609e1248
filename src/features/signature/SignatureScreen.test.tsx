import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveSignIn } from '../../db/session'
import type { UserSignatures } from '../../domain/signatures/schemas'

/**
 * jsdom has no canvas: a 2D context whose every method does nothing stands in for it, and the
 * drawing "exports" a fixed PNG. Without PointerEvent, signature_pad listens to mouse events,
 * which jsdom dispatches with coordinates and buttons.
 */
const DRAWN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const SAVED = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

function stubCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value
      return true
    },
  })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D)
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => DRAWN)
  vi.stubGlobal('PointerEvent', undefined)
}

function draw(canvas: HTMLElement) {
  fireEvent.mouseDown(canvas, { buttons: 1, clientX: 10, clientY: 10 })
  fireEvent.mouseMove(window, { buttons: 1, clientX: 40, clientY: 30 })
  fireEvent.mouseMove(window, { buttons: 1, clientX: 80, clientY: 20 })
  fireEvent.mouseUp(window, { buttons: 0, clientX: 80, clientY: 20 })
}

const withCurrent = (image: string, id = 1): UserSignatures => ({
  user_id: providerUser.id,
  current: { id, content_type: 'image/png', sha256: 'a'.repeat(64), created_at: '2026-03-09T14:00:00.000Z', image },
  history: [],
})

let online = true
beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  stubCanvas()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('/provider/config/signature', () => {
  it('shows the current signature; a new drawing is saved on the server and becomes the current one', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /user-signatures/', { body: withCurrent(SAVED) })
    api.on('POST /user-signatures/', ({ body }) => ({ status: 201, body: withCurrent((body as { image: string }).image, 2) }))
    renderApp('/provider/config/signature')

    expect(await screen.findByRole('heading', { name: 'Mi firma' })).toBeDefined()
    const current = await screen.findByRole('img', { name: 'Su firma actual' })
    expect(current.getAttribute('src')).toBe(SAVED)
    expect(screen.getByText(/Guardada el 9 de marzo de 2026/)).toBeDefined()

    const save = screen.getByRole('button', { name: 'Guardar firma' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    draw(screen.getByRole('img', { name: 'Recuadro para dibujar la firma' }))
    await vi.waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(save)

    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Su firma actual' }).getAttribute('src')).toBe(DRAWN))
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/user-signatures/', body: { image: DRAWN } })])
    // The pad is cleared after the save: nothing to save twice.
    expect((screen.getByRole('button', { name: 'Guardar firma' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('clears the drawing with Borrar and says what the server refused', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /user-signatures/', { body: { user_id: providerUser.id, current: null, history: [] } })
    api.on('POST /user-signatures/', {
      status: 422,
      body: { code: 'invalid_signature_image', message: 'La imagen de la firma no es válida.', errors: { image: 'invalid_signature_image' } },
    })
    renderApp('/provider/config/signature')
    expect(await screen.findByText('Aún no ha guardado una firma.')).toBeDefined()
    const canvas = screen.getByRole('img', { name: 'Recuadro para dibujar la firma' })

    draw(canvas)
    const clear = screen.getByRole('button', { name: 'Borrar' })
    await vi.waitFor(() => expect((clear as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(clear)
    expect((screen.getByRole('button', { name: 'Guardar firma' }) as HTMLButtonElement).disabled).toBe(true)

    draw(canvas)
    await userEvent.click(screen.getByRole('button', { name: 'Guardar firma' }))
    expect(await screen.findByText('La imagen de la firma no es válida. Bórrela y dibújela de nuevo.')).toBeDefined()
  })

  it('says plainly that it needs a connection, and does not offer to save offline', async () => {
    online = false
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /user-signatures/', { networkError: true })
    renderApp('/provider/config/signature')
    expect(await screen.findByText('Sin conexión. Su firma se guarda en el servidor: conéctese a Internet para verla o cambiarla.')).toBeDefined()
    const section = screen.getByRole('region', { name: 'Firma actual' })
    expect(await within(section).findByText('No se puede mostrar sin conexión.')).toBeDefined()
    draw(screen.getByRole('img', { name: 'Recuadro para dibujar la firma' }))
    expect((screen.getByRole('button', { name: 'Guardar firma' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Para guardar la firma necesita conexión.')).toBeDefined()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })
})
