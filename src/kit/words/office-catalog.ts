import { loadScreenCatalog } from '../../i18n/locale'

/**
 * The office console's messages (students, locations, the import and the console's table and
 * gates) live in their own catalog (lingui.config.ts), loaded by each office route before its
 * screen draws, so neither the first screen nor the provider's screens carry them.
 */
export function loadOfficeCatalog(): Promise<void> {
  return loadScreenCatalog('office', async (locale) =>
    locale === 'en-US' ? (await import('../../../locales/en-US/office.po')).messages : (await import('../../../locales/es/office.po')).messages,
  )
}
