/**
 * `npm run bench:ocr`: the OCR of paper visit logs (server/ocr) on generated logs with known
 * values — rendered in the system Chromium as full A4 pages (1240 × 1754, 150 dpi), each rotated
 * and speckled a little differently (a fixed seed, so every run reads the same set) — read by the
 * engine and the extraction exactly as the background job does. Prints, per distortion level and
 * overall: field accuracy (date, time, SIE number: the proposed value equals the written one),
 * how many wrong fields were flagged for a person (a wrong field not flagged is the costly kind),
 * and seconds per page (the first page also loads the models; it is reported apart).
 *
 * Options: OCR_BENCH_PAGES (default 12), OCR_BENCH_ROWS per page (default 10).
 * Never fails on a figure.
 */
import { performance } from 'node:perf_hooks'
import { closeOcr, recognize } from '../../server/ocr/engine'
import { proposeRows } from '../../server/ocr/extract'
import type { OcrProposedRow } from '../../src/domain/visit-logs/ocr'
import { random, renderVisitLogs, type Distortion, type LogSheet, type RenderedRow } from '../tools/render-visit-log'

const PAGES = Number(process.env.OCR_BENCH_PAGES ?? 12)
const ROWS = Number(process.env.OCR_BENCH_ROWS ?? 10)
const YEAR = 2026
const MONTH = 2

const NAMES = ['Ana Peña', 'Luis Muñoz', 'Sofía Ortiz', 'José Ángel Ruiz', 'María Núñez', 'Carlos Ibáñez', 'Lucía Colón', 'Andrés Vélez', 'Irene Cortés', 'Raúl Quiñones']

const pad = (n: number) => String(n).padStart(2, '0')

function sheetOf(seed: number): LogSheet {
  const next = random(seed)
  const rows: RenderedRow[] = []
  for (let i = 0; i < ROWS; i++) {
    const day = 1 + Math.floor(next() * 28)
    const hour = 7 + Math.floor(next() * 12)
    const minute = [0, 15, 30, 45][Math.floor(next() * 4)]!
    rows.push({
      date: `${pad(day)}/${pad(MONTH)}/${YEAR}`,
      time: `${pad(hour)}:${pad(minute)}`,
      sie: String(10_000_000 + Math.floor(next() * 89_999_999)),
      student: NAMES[Math.floor(next() * NAMES.length)]!,
    })
  }
  return { provider: 'Marisol Rivera Torres', location: 'Escuela José Celso Barbosa', month: 'febrero de 2026', rows }
}

/** Three levels, repeated: clean, a cheap scanner, a careless one. */
function distortionOf(page: number): { level: string; distortion: Distortion } {
  const next = random(1000 + page)
  const sign = next() < 0.5 ? -1 : 1
  switch (page % 3) {
    case 0:
      return { level: 'limpio', distortion: { rotate: 0, noise: 0, seed: page } }
    case 1:
      return { level: 'ruido 0.4, giro ≤1°', distortion: { rotate: sign * next(), noise: 0.4, seed: page } }
    default:
      return { level: 'ruido 0.8, giro 1–3°', distortion: { rotate: sign * (1 + 2 * next()), noise: 0.8, seed: page } }
  }
}

interface Tally {
  fields: number
  right: number
  wrong: number
  wrongFlagged: number
  rightFlagged: number
  missingRows: number
  extraRows: number
  seconds: number[]
}

const empty = (): Tally => ({ fields: 0, right: 0, wrong: 0, wrongFlagged: 0, rightFlagged: 0, missingRows: 0, extraRows: 0, seconds: [] })

const isoOf = (date: string) => date.split('/').reverse().join('-')

/** Matches written rows to proposed ones by SIE number first, then by order. */
function compare(written: RenderedRow[], proposed: OcrProposedRow[], tally: Tally) {
  const left = [...proposed]
  for (const row of written) {
    let at = left.findIndex((candidate) => candidate.sie_number.value === row.sie)
    if (at < 0) at = left.findIndex((candidate) => candidate.date.value === isoOf(row.date) && candidate.time.value === row.time)
    if (at < 0 && left.length > 0) at = 0
    const found = at >= 0 ? left.splice(at, 1)[0]! : null
    if (!found) tally.missingRows++
    for (const [expected, got] of [
      [isoOf(row.date), found?.date],
      [row.time, found?.time],
      [row.sie, found?.sie_number],
    ] as const) {
      tally.fields++
      if (got && got.value === expected) {
        tally.right++
        if (got.flagged) tally.rightFlagged++
      } else {
        tally.wrong++
        // A row not found at all counts as flagged: a person sees it missing against the paper.
        if (!got || got.flagged) tally.wrongFlagged++
      }
    }
  }
  tally.extraRows += left.length
}

function add(into: Tally, from: Tally) {
  for (const key of ['fields', 'right', 'wrong', 'wrongFlagged', 'rightFlagged', 'missingRows', 'extraRows'] as const) into[key] += from[key]
  into.seconds.push(...from.seconds)
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!
}

const sets = Array.from({ length: PAGES }, (_, page) => ({ sheet: sheetOf(page + 1), ...distortionOf(page) }))
console.log(`Rendering ${PAGES} visit logs of ${ROWS} rows (A4, 150 dpi) in Chromium…`)
const images = await renderVisitLogs(sets.map(({ sheet, distortion }) => ({ sheet, distortion })))

const byLevel = new Map<string, Tally>()
let firstPage = NaN
for (const [index, image] of images.entries()) {
  const { sheet, level } = sets[index]!
  const started = performance.now()
  const page = await recognize(image)
  const rows = proposeRows(page.lines, { year: YEAR, month: MONTH })
  const seconds = (performance.now() - started) / 1000
  if (index === 0) firstPage = seconds
  const tally = empty()
  if (index > 0) tally.seconds.push(seconds)
  compare(sheet.rows, rows, tally)
  const total = byLevel.get(level) ?? empty()
  add(total, tally)
  byLevel.set(level, total)
  console.log(`  page ${index + 1} (${level}): ${percent(tally.right, tally.fields)} fields right, ${tally.wrong - tally.wrongFlagged} wrong unflagged, ${seconds.toFixed(2)} s`)
}
await closeOcr()

const overall = empty()
console.log('\nField accuracy by distortion (date, time and SIE number of every written row):')
for (const [level, tally] of byLevel) {
  add(overall, tally)
  console.log(
    `  ${level.padEnd(22)} ${percent(tally.right, tally.fields).padStart(8)} right of ${tally.fields}; wrong: ${tally.wrong} (${tally.wrongFlagged} flagged, ${tally.wrong - tally.wrongFlagged} not); right but flagged: ${tally.rightFlagged}; rows missed ${tally.missingRows}, extra ${tally.extraRows}`,
  )
}
console.log(
  `  ${'all'.padEnd(22)} ${percent(overall.right, overall.fields).padStart(8)} right of ${overall.fields}; wrong unflagged: ${percent(overall.wrong - overall.wrongFlagged, overall.fields)}`,
)
console.log(`\nSeconds per page: first ${firstPage.toFixed(2)} s (loads the spa+eng models); then median ${median(overall.seconds).toFixed(2)} s, max ${Math.max(...overall.seconds).toFixed(2)} s over ${overall.seconds.length} pages`)
