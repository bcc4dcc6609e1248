import { differenceInCalendarDays, parseISO } from 'date-fns'
import type { PayableBill } from './types'

/**
 * Whether a new batch ticks a payable bill at once. A bill of a period that ended within
 * PAY_NOW_DAYS, whose provider has a bank account, is what a clerk pays now; an older one is
 * offered unticked (it waited for a reason someone should look at before paying it), and one
 * without an account cannot be paid by ACH.
 */
export type PayableBillChoice = 'pay-now' | 'old' | 'no-account'

export const PAY_NOW_DAYS = 90

export function payableBillChoice(bill: Pick<PayableBill, 'period_end_date' | 'has_bank_account'>, today: string): PayableBillChoice {
  if (!bill.has_bank_account) return 'no-account'
  return differenceInCalendarDays(parseISO(today), parseISO(bill.period_end_date)) > PAY_NOW_DAYS ? 'old' : 'pay-now'
}
