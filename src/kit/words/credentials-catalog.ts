import { loadScreenCatalog } from '../../i18n/locale'

/**
 * The messages of the provider, specialty, licence and attachment screens live in their own
 * catalog (lingui.config.ts), loaded before those screens (or the yearly confirmation) draw.
 */
export function loadCredentialsCatalog(): Promise<void> {
  return loadScreenCatalog('credentials', async (locale) =>
    locale === 'en-US' ? (await import('../../../locales/en-US/credentials.po')).messages : (await import('../../../locales/es/credentials.po')).messages,
  )
}
