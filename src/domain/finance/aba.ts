/**
 * An ABA routing transit number: nine digits whose weighted sum (3, 7, 1 repeated) is a multiple
 * of ten, and whose first two digits name a Federal Reserve district (01–12), a thrift (21–32),
 * an electronic-only number (61–72) or a traveller's cheque (80). 00 is the US Government's and
 * never a bank's, so it is refused too.
 */
export function isAbaRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false
  const prefix = Number(text.slice(0, 2))
  const knownPrefix = (prefix >= 1 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80
  if (!knownPrefix) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  const sum = [...text].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0)
  return sum % 10 === 0
}

/** The check digit (the ninth) that makes eight digits a valid routing number. */
export function abaCheckDigit(firstEight: string): number {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7]
  const sum = [...firstEight].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0)
  return (10 - (sum % 10)) % 10
}

/** "****6789": what every answer and screen shows of a bank number. */
export function maskLastFour(digits: string): string {
  return `****${digits.slice(-4)}`
}
