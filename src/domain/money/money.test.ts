import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate, centsToInput, divideHalfEven, formatCents, lineAmount, MAX_CENTS, mulDiv, parseMoney, sumCents } from './money'

const runs = Number(process.env.PROPERTY_RUNS ?? 500)
const amount = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS })
const lines = fc.array(fc.record({ unit: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 0, max: 200 }) }), { maxLength: 60 })

/** Cuts a list into consecutive groups at the given points (any split of a bill into pages, batches…). */
function split<T>(items: T[], cuts: number[]): T[][] {
  const points = [...new Set(cuts.map((cut) => cut % (items.length + 1)))].sort((a, b) => a - b)
  const groups: T[][] = []
  let start = 0
  for (const point of [...points, items.length]) {
    groups.push(items.slice(start, point))
    start = point
  }
  return groups
}

describe('money in cents', () => {
  it('a total equals the sum of its lines under any split into subtotals', () => {
    fc.assert(
      fc.property(lines, fc.array(fc.nat(), { maxLength: 10 }), (items, cuts) => {
        const amounts = items.map((line) => lineAmount(line.unit, line.quantity))
        const total = sumCents(amounts)
        const subtotals = split(amounts, cuts).map(sumCents)
        expect(sumCents(subtotals)).toBe(total)
        expect(total).toBe(items.reduce((sum, line) => sum + line.unit * line.quantity, 0))
      }),
      { numRuns: runs },
    )
  })

  it('allocation gives parts that add up to the amount exactly, each within a cent of its share', () => {
    fc.assert(
      fc.property(amount, fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        fc.pre(weights.some((weight) => weight > 0))
        const parts = allocate(total, weights)
        expect(sumCents(parts)).toBe(total)
        const sum = weights.reduce((a, b) => a + b, 0)
        parts.forEach((part, index) => expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1))
      }),
      { numRuns: runs },
    )
  })

  it('formats and parses back every amount', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        expect(parseMoney(formatCents(cents))).toBe(cents)
        expect(parseMoney(centsToInput(cents))).toBe(cents)
      }),
      { numRuns: runs },
    )
  })

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-4550, '-$45.50'],
  ])('formats %i as %s (es-PR)', (cents, text) => expect(formatCents(cents)).toBe(text))

  it.each([
    ['1234.56', 123456],
    ['$1,234.56', 123456],
    [' 12 ', 1200],
    ['.5', 50],
    ['-3.10', -310],
    ['1.234', null],
    ['1,23', null],
    ['abc', null],
    ['', null],
    ['$', null],
    ['99999999.99', null],
  ])('parses %j as %j', (text, cents) => expect(parseMoney(text)).toBe(cents))

  it.each([
    [5n, 2n, 2n],
    [7n, 2n, 4n],
    [-5n, 2n, -2n],
    [-7n, 2n, -4n],
    [10n, 4n, 2n],
    [11n, 4n, 3n],
    [9n, 4n, 2n],
    [1n, -2n, 0n],
    [3n, -2n, -2n],
  ])('rounds %i ÷ %i half to even: %i', (a, b, q) => expect(divideHalfEven(a, b)).toBe(q))

  it('prorates a rate by minutes with half-even rounding', () => {
    // $45.00 an hour for 50 minutes: 3750 exactly; $45.01 for 30 minutes: 2250.5 → 2250 (even).
    expect(mulDiv(4500, 50, 60)).toBe(3750)
    expect(mulDiv(4501, 30, 60)).toBe(2250)
    expect(mulDiv(4503, 30, 60)).toBe(2252)
    expect(() => mulDiv(1.5, 1, 2)).toThrow(RangeError)
  })
})
