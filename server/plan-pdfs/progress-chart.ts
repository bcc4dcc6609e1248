import { formatDate } from '../../src/domain/formats/dates'
import { KIND_RANGES, type MeasurementKind } from '../../src/domain/plans/objective-data'
import { printable, type PdfBlock, type PdfBox } from '../documents/pdf'
import { words } from '../i18n/reader-language'

/**
 * One objective's points in one plan period as a chart of the progress report (drawn with pdfkit
 * in a `drawing` block): the values on a vertical axis of the kind's scale, the period's days on
 * the horizontal one (its first, middle and last day in MM/dd/yyyy), the points joined by a line,
 * and the objective's target as a dashed line. The table under it carries the same numbers.
 */

export interface ChartPoint {
  date: string
  value: number
}

export interface ProgressChartInput {
  kind: MeasurementKind
  target: number | null
  /** The period's days, inclusive (yyyy-MM-dd). */
  start_date: string
  end_date: string
  points: readonly ChartPoint[]
}

const CHART_HEIGHT = 150
/** Room at the left for the value labels, at the bottom for the dates. */
const LEFT = 34
const BOTTOM = 18
const TOP = 6
const RIGHT = 10
const LINE = '#1f5f8b'
const TARGET = '#b35900'
const GRID = '#dddddd'

const dayNumber = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000

const isoOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)

/** A round top for counts and minutes: the largest value or target, up to 1, 2, 5 × 10ⁿ. */
function niceCeiling(value: number): number {
  if (value <= 5) return 5
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power
  return value
}

/** The value axis: the kind's scale (percentage 0–100, level 1–5), or 0 to a round top for counts and minutes. */
export function valueScale(input: Pick<ProgressChartInput, 'kind' | 'target' | 'points'>): { min: number; max: number } {
  if (input.kind === 'percentage' || input.kind === 'level') return KIND_RANGES[input.kind]
  const largest = Math.max(1, input.target ?? 0, ...input.points.map((point) => point.value))
  return { min: 0, max: Math.min(KIND_RANGES[input.kind].max, niceCeiling(largest)) }
}

/** Up to six evenly spaced whole values between min and max, both included. */
function valueTicks(min: number, max: number): number[] {
  const span = max - min
  const step = span <= 5 ? 1 : Math.ceil(span / 5)
  const ticks: number[] = []
  for (let value = min; value < max; value += step) ticks.push(value)
  ticks.push(max)
  return ticks
}

export function drawProgressChart(doc: PDFKit.PDFDocument, box: PdfBox, input: ProgressChartInput) {
  const plot = { left: box.x + LEFT, right: box.x + box.width - RIGHT, top: box.y + TOP, bottom: box.y + box.height - BOTTOM }
  const scale = valueScale(input)
  const first = dayNumber(input.start_date)
  const last = Math.max(first + 1, dayNumber(input.end_date))
  const xOf = (date: string) => plot.left + ((dayNumber(date) - first) / (last - first)) * (plot.right - plot.left)
  const yOf = (value: number) => plot.bottom - ((value - scale.min) / (scale.max - scale.min)) * (plot.bottom - plot.top)

  doc.font('Helvetica').fontSize(7).fillColor('#333333')
  // The value axis with its grid lines and labels.
  for (const tick of valueTicks(scale.min, scale.max)) {
    const y = yOf(tick)
    doc.moveTo(plot.left, y).lineTo(plot.right, y).lineWidth(0.4).strokeColor(GRID).stroke()
    doc.text(String(tick), box.x, y - 3, { width: LEFT - 4, align: 'right', lineBreak: false })
  }
  doc.moveTo(plot.left, plot.top).lineTo(plot.left, plot.bottom).lineTo(plot.right, plot.bottom).lineWidth(0.8).strokeColor('#333333').stroke()
  // The period's first, middle and last day under the axis.
  const middle = isoOf(Math.round((first + last) / 2))
  for (const [date, align] of [
    [input.start_date, 'left'],
    [middle, 'center'],
    [input.end_date, 'right'],
  ] as const) {
    const x = xOf(date)
    doc.moveTo(x, plot.bottom).lineTo(x, plot.bottom + 3).lineWidth(0.6).strokeColor('#333333').stroke()
    const width = 60
    const left = align === 'left' ? x : align === 'right' ? x - width : x - width / 2
    doc.text(formatDate(date), left, plot.bottom + 5, { width, align, lineBreak: false })
  }

  if (input.target !== null) {
    const y = yOf(Math.min(scale.max, Math.max(scale.min, input.target)))
    doc.moveTo(plot.left, y).lineTo(plot.right, y).lineWidth(1).dash(4, { space: 3 }).strokeColor(TARGET).stroke().undash()
    doc.fillColor(TARGET).text(printable(`${words('Valor esperado', 'Target')}: ${input.target}`), plot.right - 120, y - 9, { width: 118, align: 'right', lineBreak: false })
  }

  const points = input.points.filter((point) => point.date >= input.start_date && point.date <= input.end_date)
  if (points.length === 0) {
    doc.fillColor('#555555').fontSize(9).text(printable(words('Sin datos registrados en el periodo.', 'No data recorded in the period.')), plot.left, (plot.top + plot.bottom) / 2 - 5, {
      width: plot.right - plot.left,
      align: 'center',
      lineBreak: false,
    })
    return
  }
  const coordinates = points.map((point) => [xOf(point.date), yOf(point.value)] as const)
  doc.moveTo(...coordinates[0]!)
  for (const [x, y] of coordinates.slice(1)) doc.lineTo(x, y)
  doc.lineWidth(1.2).strokeColor(LINE).stroke()
  for (const [x, y] of coordinates) doc.circle(x, y, 2.2).fillColor(LINE).fill()
}

/** The chart as a block of the document. */
export const progressChartBlock = (input: ProgressChartInput): PdfBlock => ({ kind: 'drawing', height: CHART_HEIGHT, draw: (doc, box) => drawProgressChart(doc, box, input) })
