import { i18n } from '@lingui/core'
import { messages } from '../../locales/es/guest.po'

/**
 * The guest pages speak Spanish (the plan's own text comes from the server in Spanish too), with
 * their own small catalog (lingui.config.ts `guest`), not the app's.
 */
export function activateGuestLanguage(): void {
  i18n.loadAndActivate({ locale: 'es', messages })
}

export { i18n }
