import { OCR_CONFIDENCE_THRESHOLD, type OcrField, type OcrProposedRow } from '../../src/domain/visit-logs/ocr'
import type { OcrLine, OcrWord } from './engine'

/**
 * From the engine's lines to proposed visits: each line of the scan that holds a date, a time or
 * an 8-digit SIE number is a row. A field's confidence is the engine's for the word it came from,
 * lowered when the word had to be repaired (a letter read where a digit belongs), when the value
 * does not make sense (31 February, 25:00, a date outside the log's month, an hour outside the
 * 06:00–20:00 window of spec §5) — below OCR_CONFIDENCE_THRESHOLD it is flagged for a person.
 */

export interface LogMonth {
  year: number
  month: number
}

/** Letters an OCR engine reads where a form has digits. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', '|': '1', Z: '2', z: '2', S: '5', s: '5', B: '8', b: '6', G: '6', g: '9', q: '9', T: '7' }

/** Table rules and specks glued to a word's edges ("|12345670", ".08:30", "[05/02/2026"). */
const EDGE_NOISE = /^[|[\](){}.,:;'"°`´\-—–_~]+|[|[\](){}.,:;'"°`´\-—–_~]+$/g

/**
 * The word without its edge noise, with look-alike letters made digits, and how many were
 * changed (edge noise counts as one repair: it was read, then thrown away).
 */
function digitsOf(raw: string): { text: string; repaired: number } {
  const text = raw.replace(EDGE_NOISE, '')
  let repaired = text === raw ? 0 : 1 / 3
  const out = [...text]
    .map((char) => {
      const digit = DIGIT_LOOKALIKES[char]
      if (digit) {
        repaired++
        return digit
      }
      return char
    })
    .join('')
  return { text: out, repaired }
}

const PENALTY_REPAIR = 0.15
const PENALTY_IMPLAUSIBLE = 0.4
const PENALTY_GUESSED_YEAR = 0.1

const field = (value: string | null, raw: string | null, confidence: number): OcrField => {
  const rounded = Math.max(0, Math.min(1, Math.round(confidence * 100) / 100))
  return { value, raw, confidence: value === null ? 0 : rounded, flagged: value === null || rounded < OCR_CONFIDENCE_THRESHOLD }
}

const MISSING = (): OcrField => field(null, null, 0)

const pad = (n: number) => String(n).padStart(2, '0')

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** dd/mm/yyyy, d-m-yy, dd.mm.yyyy; with the log's year when the year is missing. */
export function readDate(word: OcrWord, log: LogMonth | null): OcrField | null {
  const { text, repaired } = digitsOf(word.text)
  const match = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(text)
  if (!match) return null
  const day = Number(match[1])
  const month = Number(match[2])
  let confidence = word.confidence / 100 - repaired * PENALTY_REPAIR
  let year: number
  if (match[3] === undefined) {
    if (!log) return null
    year = log.year
    confidence -= PENALTY_GUESSED_YEAR
  } else year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3])
  if (!validDate(year, month, day)) return field(null, word.text, 0)
  if (log && (year !== log.year || month !== log.month)) confidence -= PENALTY_IMPLAUSIBLE
  return field(`${year}-${pad(month)}-${pad(day)}`, word.text, confidence)
}

/** HH:MM or H:MM (also H.MM, HHhMM), optionally with a.m./p.m.; 24 h result. */
export function readTime(word: OcrWord, next: OcrWord | undefined): { field: OcrField; words: number } | null {
  const { text, repaired } = digitsOf(word.text)
  const match = /^(\d{1,2})[:.h](\d{2})(am|pm|a\.m\.|p\.m\.)?$/i.exec(text)
  if (!match) return null
  let hour = Number(match[1])
  const minute = Number(match[2])
  let suffix = match[3]?.toLowerCase()
  let words = 1
  if (!suffix && next && /^(am|pm|a\.m\.?|p\.m\.?)$/i.test(next.text)) {
    suffix = next.text.toLowerCase()
    words = 2
  }
  if (suffix?.startsWith('p') && hour < 12) hour += 12
  if (suffix?.startsWith('a') && hour === 12) hour = 0
  if (hour > 23 || minute > 59) return { field: field(null, word.text, 0), words }
  let confidence = word.confidence / 100 - repaired * PENALTY_REPAIR
  // Spec §5: sessions between 06:00 and 20:00.
  const minutes = hour * 60 + minute
  if (minutes < 6 * 60 || minutes > 20 * 60) confidence -= PENALTY_IMPLAUSIBLE
  return { field: field(`${pad(hour)}:${pad(minute)}`, word.text, confidence), words }
}

/** Exactly 8 digits (spec §5), possibly read with a space or a look-alike letter. */
export function readSie(word: OcrWord): OcrField | null {
  const { text, repaired } = digitsOf(word.text)
  if (!/^\d{8}$/.test(text)) return null
  // A word that was mostly letters is a name, not a number.
  if (repaired > 2) return null
  return field(text, word.text, word.confidence / 100 - repaired * PENALTY_REPAIR)
}

/** Two words read apart that make 8 digits together ("1234 5678"). */
function joinedSie(a: OcrWord, b: OcrWord | undefined): OcrField | null {
  if (!b || !/^\d{3,5}$/.test(a.text) || !/^\d{3,5}$/.test(b.text) || a.text.length + b.text.length !== 8) return null
  return field(a.text + b.text, `${a.text} ${b.text}`, Math.min(a.confidence, b.confidence) / 100 - PENALTY_REPAIR)
}

/** The rows of one page. `page` is 1-based. */
export function proposeRows(lines: OcrLine[], log: LogMonth | null, page = 1): OcrProposedRow[] {
  const rows: OcrProposedRow[] = []
  lines.forEach((line, index) => {
    let date: OcrField | null = null
    let time: OcrField | null = null
    let sie: OcrField | null = null
    const words = line.words.filter((word) => word.text.trim() !== '' && !/^[|—–-]+$/.test(word.text))
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!
      if (!date) {
        const found = readDate(word, log)
        if (found) {
          date = found
          continue
        }
      }
      if (!time) {
        const found = readTime(word, words[i + 1])
        if (found) {
          time = found.field
          i += found.words - 1
          continue
        }
      }
      if (!sie) {
        const found = readSie(word) ?? joinedSie(word, words[i + 1])
        if (found) {
          if (found.raw?.includes(' ')) i++
          sie = found
        }
      }
    }
    // A heading or a name line has none of them; a row needs its SIE number or its date and time.
    const fields = [date, time, sie].filter((found) => found !== null).length
    if (fields === 0 || (fields === 1 && !sie)) return
    rows.push({
      page,
      line: index + 1,
      text: line.text,
      date: date ?? MISSING(),
      time: time ?? MISSING(),
      sie_number: sie ?? MISSING(),
      student_id: null,
      student_name: null,
    })
  })
  return rows
}
