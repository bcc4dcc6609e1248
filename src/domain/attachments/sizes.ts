/** File sizes for people: 10485760 bytes is "10 MB" (binary units, as file managers show them). */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const

export function formatFileSize(bytes: number, locale: string = 'es'): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit > 0 && value < 10 ? 1 : 0
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`
}

/** Length of the base64 text of a file of `bytes` bytes. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4
}

/** Bytes encoded by a base64 text (padding accounted for). */
export function base64DecodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  return (text.length / 4) * 3 - padding
}
