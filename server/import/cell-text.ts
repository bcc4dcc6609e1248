/**
 * A spreadsheet cell as the imports read it, shared by the sheet worker (workers/sheet.worker.ts)
 * and anything that reads cells on the main thread.
 */
/** A cell as text; dates become yyyy-MM-dd, numbers lose a spurious ".0". */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  // A time-only cell (a visit's hour) is a Date on Excel's day zero, 1899-12-30: keep its HH:mm.
  if (value instanceof Date) return value.getUTCFullYear() < 1900 ? value.toISOString().slice(11, 16) : value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> }
    if (cell.richText) return cell.richText.map((part) => part.text).join('')
    if (cell.result !== undefined) return cellText(cell.result)
    if (typeof cell.text === 'string') return cell.text
    return ''
  }
  return String(value).trim()
}
