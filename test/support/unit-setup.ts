import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { db } from '../../src/db/database'
import { i18n } from '../../src/i18n/locale'
import { messages } from '../../locales/es/messages.po'

// Components render in Spanish, as the app does by default.
i18n.loadAndActivate({ locale: 'es', messages })

// jsdom lacks these browser APIs that Chakra's components (Ark/Zag) touch.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList
window.scrollTo = () => undefined

// Every test starts from an empty device.
beforeEach(async () => {
  await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
})

afterEach(() => {
  cleanup()
})
