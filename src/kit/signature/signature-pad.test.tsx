import { fireEvent, render } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignaturePadCanvas, type SignaturePadHandle } from './signature-pad'

/** jsdom has no canvas: a 2D context whose every method does nothing, and a fixed PNG export. */
function stubCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, { get: (target, key) => (key in target ? target[key] : () => undefined) })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D)
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/png;base64,AA==')
  vi.stubGlobal('PointerEvent', undefined)
}

let width = 320
beforeEach(() => {
  width = 320
  stubCanvas()
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function draw(canvas: HTMLElement) {
  fireEvent.mouseDown(canvas, { buttons: 1, clientX: 10, clientY: 10 })
  fireEvent.mouseMove(window, { buttons: 1, clientX: 40, clientY: 30 })
  fireEvent.mouseUp(window, { buttons: 0, clientX: 40, clientY: 30 })
}

describe('SignaturePadCanvas', () => {
  it('keeps the drawing when a resize keeps the width (a phone address bar hiding), clears it on a new width', () => {
    const pad = createRef<SignaturePadHandle>()
    const changes: boolean[] = []
    const { getByRole } = render(<SignaturePadCanvas ref={pad} height={180} fallbackWidth={360} label="firma" onChange={(empty) => changes.push(empty)} />)
    draw(getByRole('img', { name: 'firma' }))
    expect(pad.current?.toPng()).toBe('data:image/png;base64,AA==')

    fireEvent(window, new Event('resize'))
    expect(pad.current?.toPng()).not.toBeNull()

    width = 480
    fireEvent(window, new Event('resize'))
    expect(pad.current?.toPng()).toBeNull()
    expect(changes.at(-1)).toBe(true)
  })

  it('sizes the bitmap to the width times the pixel density', () => {
    vi.stubGlobal('devicePixelRatio', 2)
    const { getByRole } = render(<SignaturePadCanvas height={200} fallbackWidth={600} label="firma" onChange={() => undefined} />)
    const canvas = getByRole('img', { name: 'firma' }) as HTMLCanvasElement
    expect([canvas.width, canvas.height]).toEqual([640, 400])
  })
})
