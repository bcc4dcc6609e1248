import { loadScreenCatalog } from '../../i18n/locale'

/**
 * The sync status bar's messages live in their own catalog (lingui.config.ts), loaded with the
 * bar right after the first screen: the first screen carries only the text it shows.
 */
export function loadStatusCatalog(): Promise<void> {
  return loadScreenCatalog('status', async (locale) =>
    locale === 'en-US' ? (await import('../../../locales/en-US/status.po')).messages : (await import('../../../locales/es/status.po')).messages,
  )
}
