import { i18n } from '@lingui/core'
import { format, parseISO } from 'date-fns'
import { capitalizeFirst, dateOptions } from './format-date'

/** A month (yyyy-MM) as its name and year, e.g. "Noviembre de 2026" or "November 2026". */
export function formatMonth(monthId: string): string {
  const pattern = i18n.locale === 'en-US' ? 'LLLL yyyy' : "LLLL 'de' yyyy"
  return capitalizeFirst(format(parseISO(`${monthId}-01`), pattern, dateOptions()))
}
