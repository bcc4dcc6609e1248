import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadForChunkError, shouldReloadForChunkError } from './chunk-reload'

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js', // Chromium
    'error loading dynamically imported module', // Firefox
    'Importing a module script failed.', // Safari
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})

describe('chunk reload guard (spec §8: at most once per 60 s)', () => {
  it('reloads the first time, and again only after 60 seconds', () => {
    expect(shouldReloadForChunkError(1_000_000, null)).toBe(true)
    expect(shouldReloadForChunkError(1_059_999, 1_000_000)).toBe(false)
    expect(shouldReloadForChunkError(1_060_000, 1_000_000)).toBe(true)
  })

  it('remembers the reload in session storage so a reload loop cannot start', () => {
    const reload = vi.fn()
    sessionStorage.clear()
    expect(reloadForChunkError(sessionStorage, 5_000_000, reload)).toBe(true)
    expect(reloadForChunkError(sessionStorage, 5_030_000, reload)).toBe(false)
    expect(reloadForChunkError(sessionStorage, 5_060_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
