import { loadScreenCatalog } from '../../i18n/locale'

/**
 * The messages of the provider's working screens (sessions, active students, changes that need
 * attention) live in their own catalog (lingui.config.ts), loaded before those screens draw.
 */
export function loadFieldworkCatalog(): Promise<void> {
  return loadScreenCatalog('fieldwork', async (locale) =>
    locale === 'en-US' ? (await import('../../../locales/en-US/fieldwork.po')).messages : (await import('../../../locales/es/fieldwork.po')).messages,
  )
}
