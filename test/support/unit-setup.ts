import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { db } from '../../src/db/database'
import { i18n } from '../../src/i18n/locale'
import { messages } from '../../locales/es/messages.po'
import { startEveryTestAtUnitNow } from './unit-clock'

// findBy… and waitFor wait for what a screen draws after its data arrives. On a CI machine whose
// two cores run several suites at once, a screen took over a second to draw (the library's
// default wait): a passing test never waits longer than it needs, so the limit only decides
// how slow a machine may be before a correct screen counts as broken.
configure({ asyncUtilTimeout: 15_000 })

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

// Every test starts at the same instant, whatever the hour CI runs at (unit-clock.ts).
startEveryTestAtUnitNow()

// Every test starts from an empty device.
beforeEach(async () => {
  await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
})

afterEach(() => {
  cleanup()
})
