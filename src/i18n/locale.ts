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

export function savedLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY)
  return LOCALES.find((locale) => locale === saved) ?? 'es'
}

/** Activates a language for messages; date formatting follows it (features/shared/format-date). */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  globalThis.localStorage?.setItem(STORAGE_KEY, locale)
}

export { i18n }
