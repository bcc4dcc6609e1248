import { loadScreenCatalog } from '../../i18n/locale'

/**
 * The intervention plans' messages (the list in a referral and the plan editor) live in their
 * own catalog (lingui.config.ts), loaded by the referral routes that show plans before their
 * screen draws, so the first screen does not carry them.
 */
export function loadPlansCatalog(): Promise<void> {
  return loadScreenCatalog('plans', async (locale) =>
    locale === 'en-US' ? (await import('../../../locales/en-US/plans.po')).messages : (await import('../../../locales/es/plans.po')).messages,
  )
}
