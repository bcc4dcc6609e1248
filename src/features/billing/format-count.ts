import { i18n } from '@lingui/core'

/**
 * A count as Puerto Rico reads it in either language: "7,130" (es-PR groups thousands with a
 * comma; plain `es` would write "7130" and "17.130", which an office here misreads).
 */
const NUMBER_LOCALES: Record<string, string> = { es: 'es-PR', 'en-US': 'en-US' }

export const count = (value: number) => value.toLocaleString(NUMBER_LOCALES[i18n.locale] ?? 'es-PR')
