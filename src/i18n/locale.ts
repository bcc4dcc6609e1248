import { i18n, type Messages } from '@lingui/core'
import { setDefaultOptions } from 'date-fns'
import { enUS, es } from 'date-fns/locale'
import { messages as spanish } from '../../locales/es/messages.po'

/** Spanish is the default language and is bundled; English loads when chosen. */
export const LOCALES = ['es', 'en-US'] as const
export type Locale = (typeof LOCALES)[number]

const STORAGE_KEY = 'bitacora.locale'
const catalogs: Record<Locale, () => Promise<Messages>> = {
  es: async () => spanish,
  'en-US': async () => (await import('../../locales/en-US/messages.po')).messages,
}
const dateLocales = { es, 'en-US': enUS } as const

export function savedLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY)
  return LOCALES.find((locale) => locale === saved) ?? 'es'
}

/** Activates a language for messages and for every date-fns format call. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  setDefaultOptions({ locale: dateLocales[locale], weekStartsOn: 1 })
  document.documentElement.lang = locale
  globalThis.localStorage?.setItem(STORAGE_KEY, locale)
}

export { i18n }
