/**
 * Money is an integer number of cents (US dollars, the currency of Puerto Rico): never a float of
 * dollars, so sums are exact. Every amount crosses the wire and sits in the database as cents
 * (`integer`/`bigint` columns); only the screen turns it into "$1,234.56".
 *
 * Rounding rule (docs/finance.md, "Money"): a division — a share of an amount, a rate prorated by minutes —
 * rounds half to even ("banker's rounding") on the cent, computed in BigInt so nothing is lost on
 * the way. Half-even has no upward drift over many lines, which matters when thousands of visits
 * are priced in one period. Totals are never rounded: they are the exact sum of their lines.
 */

/** Integer cents. A brand would force casts at every JSON boundary; the guard below is the check. */
export type Cents = number

/** Largest amount we accept anywhere: $10,000,000.00, far under 2^53 so every sum stays exact. */
export const MAX_CENTS = 1_000_000_000

/**
 * The NACHA per-entry maximum, $99,999,999.99: the most a bill's total or one payment may be
 * (issue 22). Checked by the API (code `amount_out_of_range`) and by CHECK constraints in the
 * database (migration 0025); columns holding totals are 64-bit (`bigint`).
 */
export const MAX_ENTRY_CENTS = 9_999_999_999

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError('Money must be integer cents')
}

/** The exact sum of some amounts. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0n
  for (const amount of amounts) {
    assertCents(amount)
    total += BigInt(amount)
  }
  return Number(total)
}

/** `amount × numerator ÷ denominator`, rounded half to even on the cent. */
export function mulDiv(amount: Cents, numerator: number, denominator: number): Cents {
  assertCents(amount)
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError('mulDiv takes integers and a non-zero denominator')
  }
  return Number(divideHalfEven(BigInt(amount) * BigInt(numerator), BigInt(denominator)))
}

/** Integer division rounding half to even, for any signs. */
export function divideHalfEven(dividend: bigint, divisor: bigint): bigint {
  if (divisor < 0n) return divideHalfEven(-dividend, -divisor)
  const quotient = dividend / divisor
  const remainder = dividend % divisor
  if (remainder === 0n) return quotient
  const twice = 2n * (remainder < 0n ? -remainder : remainder)
  const away = dividend < 0n ? quotient - 1n : quotient + 1n
  if (twice > divisor) return away
  if (twice < divisor) return quotient
  return quotient % 2n === 0n ? quotient : away
}

/** A line's amount: a unit price (a session's rate) times a whole quantity. Exact. */
export function lineAmount(unit: Cents, quantity: number): Cents {
  assertCents(unit)
  if (!Number.isSafeInteger(quantity)) throw new RangeError('Quantity must be an integer')
  return Number(BigInt(unit) * BigInt(quantity))
}

/**
 * Splits `total` into parts proportional to `weights` that add up to `total` exactly (largest
 * remainder: each part is rounded down, then the cents left over go to the largest remainders,
 * ties to the earlier part). Used when one amount must be spread over lines.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total)
  if (weights.length === 0) return []
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) throw new RangeError('Weights must be non-negative integers')
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n)
  if (sum === 0n) throw new RangeError('Weights must not all be zero')
  const sign = total < 0 ? -1n : 1n
  const whole = BigInt(Math.abs(total))
  const parts = weights.map((weight) => (whole * BigInt(weight)) / sum)
  const remainders = weights.map((weight, index) => ({ index, rest: (whole * BigInt(weight)) % sum }))
  let left = whole - parts.reduce((a, b) => a + b, 0n)
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))
  for (const { index } of remainders) {
    if (left === 0n) break
    parts[index]! += 1n
    left -= 1n
  }
  return parts.map((part) => Number(part * sign))
}

const FORMAT = new Intl.NumberFormat('es-PR', { style: 'currency', currency: 'USD' })

/** "$1,234.56" (Puerto Rico writes dollars with a comma for thousands and a point for cents). */
export function formatCents(amount: Cents): string {
  assertCents(amount)
  return FORMAT.format(amount / 100)
}

/** "1234.56" for an input field: no symbol, no grouping. */
export function centsToInput(amount: Cents): string {
  assertCents(amount)
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const MONEY_TEXT = /^(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/

/**
 * What a person typed ("$1,234.56", "1234.5", "12", ".50") as cents, or null when it is not an
 * amount (more than two decimals is refused rather than rounded: money typed is money meant).
 */
export function parseMoney(text: string): Cents | null {
  const match = MONEY_TEXT.exec(text.trim())
  if (!match || (match[2] === undefined && match[3] === undefined)) return null
  const dollars = BigInt((match[2] ?? '0').replaceAll(',', ''))
  const cents = BigInt((match[3] ?? '0').padEnd(2, '0'))
  const value = (dollars * 100n + cents) * (match[1] ? -1n : 1n)
  if (value > BigInt(MAX_CENTS) || value < -BigInt(MAX_CENTS)) return null
  return Number(value)
}
