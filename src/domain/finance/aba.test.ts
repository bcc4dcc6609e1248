import { describe, expect, it } from 'vitest'
import { abaCheckDigit, isAbaRoutingNumber, maskLastFour } from './aba'

describe('ABA routing numbers', () => {
  it.each([
    // Published routing numbers of real banks (public data, printed on every cheque).
    ['021000021', true], // JPMorgan Chase, New York
    ['011000015', true], // Federal Reserve Bank of Boston
    ['021502011', true], // Banco Popular de Puerto Rico
    ['221571415', true], // FirstBank Puerto Rico
    ['121000358', true], // Bank of America, California
    ['021000022', false], // one digit off: the check digit fails
    ['120000021', false], // two digits swapped
    ['000000000', false], // the sum passes, but 00 is no bank's district
    ['131000000', false], // district 13 does not exist
    ['02100002', false], // eight digits
    ['0210000211', false], // ten digits
    ['02100002a', false],
    ['', false],
  ])('%s → %s', (routing, valid) => expect(isAbaRoutingNumber(routing)).toBe(valid))

  it('computes the check digit that makes a number valid', () => {
    expect(abaCheckDigit('02100002')).toBe(1)
    for (const stem of ['02150201', '22157141', '06600001', '11111111']) {
      expect(isAbaRoutingNumber(`${stem}${abaCheckDigit(stem)}`)).toBe(true)
    }
  })

  it('masks all but the last four digits', () => expect(maskLastFour('123456789')).toBe('****6789'))
})
