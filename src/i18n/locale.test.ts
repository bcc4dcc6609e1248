import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n, loadScreenCatalog } from './locale'

// Through a variable: a literal id in i18n._() would be extracted into the app's catalog.
const HELLO = 'screen.hello'
const catalogs = { es: { [HELLO]: 'Hola desde la pantalla' }, 'en-US': { [HELLO]: 'Hello from the screen' } }

afterEach(async () => {
  await activateLocale('es')
})

describe('screen catalogs', () => {
  it('loads a catalog once, in the active language', async () => {
    const load = vi.fn(async (locale: 'es' | 'en-US') => catalogs[locale])
    await loadScreenCatalog('test-once', load)
    await loadScreenCatalog('test-once', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(i18n._(HELLO)).toBe('Hola desde la pantalla')
  })

  it('follows a change of language, and keeps the app catalog too', async () => {
    await loadScreenCatalog('test-switch', async (locale) => catalogs[locale])
    await activateLocale('en-US')
    expect(i18n._(HELLO)).toBe('Hello from the screen')
    expect(i18n.locale).toBe('en-US')
    await activateLocale('es')
    expect(i18n._(HELLO)).toBe('Hola desde la pantalla')
  })

  it('tries again after a catalog failed to load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(catalogs.es)
    await expect(loadScreenCatalog('test-retry', load)).rejects.toThrow('offline')
    await loadScreenCatalog('test-retry', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
