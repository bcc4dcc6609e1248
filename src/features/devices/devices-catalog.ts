import { loadScreenCatalog } from '../../i18n/locale'

/** The device-health screens' messages (lingui.config.ts `devices`), loaded before they draw. */
export function loadDevicesCatalog(): Promise<void> {
  return loadScreenCatalog('devices', async (locale) =>
    locale === 'en-US' ? (await import('../../../locales/en-US/devices.po')).messages : (await import('../../../locales/es/devices.po')).messages,
  )
}
