import { i18n, type Messages } from '@lingui/core'
import { messages as spanish } from '../../locales/es/messages.po'

/** Spanish is the default language and is bundled; English loads when chosen. */
export const LOCALES = ['es', 'en-US'] as const
export type Locale = (typeof LOCALES)[number]

const STORAGE_KEY = 'bitacora.locale'
const catalogs: Record<Locale, () => Promise<Messages>> = {
  es: async () => spanish,
  'en-US': async () => (await import('../../locales/en-US/messages.po')).messages,
}

/**
 * Catalogs of screens that load with the screen, not at start (lingui.config.ts), by name. Once
 * a screen loaded its catalog, a change of language loads that catalog's other language too.
 */
type CatalogLoader = (locale: Locale) => Promise<Messages>
const screenCatalogs = new Map<string, CatalogLoader>()
const loadingScreenCatalogs = new Map<string, Promise<void>>()

function activeLocale(): Locale {
  return LOCALES.find((locale) => locale === i18n.locale) ?? 'es'
}

export function savedLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY)
  return LOCALES.find((locale) => locale === saved) ?? 'es'
}

/** Activates a language for messages; date formatting follows it (kit/words/format-date). */
export async function activateLocale(locale: Locale): Promise<void> {
  const [messages, ...screens] = await Promise.all([catalogs[locale](), ...[...screenCatalogs.values()].map((load) => load(locale))])
  i18n.loadAndActivate({ locale, messages: Object.assign({}, messages, ...screens) })
  document.documentElement.lang = locale
  globalThis.localStorage?.setItem(STORAGE_KEY, locale)
}

/**
 * Loads a screen's catalog in the active language (once): call it before the screen draws (a
 * route loader, or with the lazy import of a component), since a built app shows a message's id
 * when its catalog is missing.
 */
export function loadScreenCatalog(name: string, load: CatalogLoader): Promise<void> {
  const loading = loadingScreenCatalogs.get(name)
  if (loading) return loading
  // Registered before it loads, so a change of language meanwhile loads it in the new language.
  screenCatalogs.set(name, load)
  const locale = activeLocale()
  const ready = load(locale).then((messages) => i18n.load(locale, messages))
  loadingScreenCatalogs.set(name, ready)
  ready.catch(() => {
    screenCatalogs.delete(name)
    loadingScreenCatalogs.delete(name)
  })
  return ready
}

export { i18n }
