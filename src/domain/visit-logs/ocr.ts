import * as v from 'valibot'
import { VersionHash } from '../schemas/text'

/**
 * Reading a paper visit log by OCR (issue 14 item 4): the server reads the scan in a background
 * job and proposes visits — a date, a time and an 8-digit SIE number per row, each with the
 * engine's confidence — and a person confirms (and may correct) them. Nothing becomes a visit
 * without that confirmation. Shared by the server and the screen.
 */

/** Below this confidence (0..1) a field is flagged for a person to check. */
export const OCR_CONFIDENCE_THRESHOLD = 0.85

/** A read field: the value as understood (null: not found), what was read, how sure, flagged. */
export interface OcrField {
  value: string | null
  raw: string | null
  confidence: number
  flagged: boolean
}

export interface OcrProposedRow {
  /** Page (1-based) and line of the scan the row comes from. */
  page: number
  line: number
  text: string
  /** yyyy-mm-dd */
  date: OcrField
  /** HH:MM */
  time: OcrField
  sie_number: OcrField
  /** The student of that SIE number, when one exists. */
  student_id: number | null
  student_name: string | null
}

export type OcrReadingStatus = 'queued' | 'reading' | 'proposed' | 'failed' | 'confirmed'

/** GET /provider-location-visit-logs/{id}/ocr: the log's latest reading. */
export interface OcrReading {
  id: number
  log_id: number
  job_id: string | null
  status: OcrReadingStatus
  /** 0..1 while reading. */
  progress: number
  pages: number | null
  seconds: number | null
  rows: OcrProposedRow[]
  threshold: number
  error_code: string | null
  created_at: string
  finished_at: string | null
  confirmed_at: string | null
  /** Sessions created by the confirmation. */
  confirmed_sessions: number | null
  confirmed_visits: number | null
}

const OcrDate = v.pipe(v.string('required'), v.isoDate('invalid_date'))
const OcrTime = v.pipe(v.string('required'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'))
export const SieNumber = v.pipe(v.string('required'), v.trim(), v.regex(/^\d{8}$/, 'invalid_sie_number'))

/** One confirmed row, as the person left it. */
export const OcrConfirmRow = v.object({ date: OcrDate, time: OcrTime, sie_number: SieNumber })
export type OcrConfirmRow = v.InferOutput<typeof OcrConfirmRow>

export const OCR_CONFIRM_MAX_ROWS = 300

/** POST /provider-location-visit-logs/{id}/ocr/confirm */
export const OcrConfirmInput = v.object({
  /** The reading confirmed (a newer one makes this one stale: 409). */
  reading_id: v.pipe(v.number('required'), v.integer(), v.minValue(1)),
  /** The log's version the person saw. */
  hash: VersionHash,
  rows: v.pipe(v.array(OcrConfirmRow, 'required'), v.minLength(1, 'required'), v.maxLength(OCR_CONFIRM_MAX_ROWS, 'too_many')),
})
export type OcrConfirmInput = v.InferOutput<typeof OcrConfirmInput>

export interface OcrConfirmResult {
  sessions: number
  visits: number
}
