import { describe, expect, it } from 'vitest'
import { PAY_NOW_DAYS, payableBillChoice } from './payable'

describe('which payable bills a new batch ticks', () => {
  const today = '2026-11-27'
  it('ticks a recent period’s bill with a bank account, not an old one, never one without an account', () => {
    expect(payableBillChoice({ period_end_date: '2026-10-31', has_bank_account: true }, today)).toBe('pay-now')
    expect(payableBillChoice({ period_end_date: '2025-09-30', has_bank_account: true }, today)).toBe('old')
    expect(payableBillChoice({ period_end_date: '2026-10-31', has_bank_account: false }, today)).toBe('no-account')
  })

  it('counts the limit in calendar days from the period’s last day', () => {
    expect(payableBillChoice({ period_end_date: '2026-08-29', has_bank_account: true }, today)).toBe('pay-now')
    expect(PAY_NOW_DAYS).toBe(90)
    expect(payableBillChoice({ period_end_date: '2026-08-28', has_bank_account: true }, today)).toBe('old')
  })
})
