import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { IdText, IsoDate } from '../schemas/common'
import { singleLine } from '../schemas/text'
import { daysBetween } from '../rules/dates'

/**
 * Billing reports (spec §7 "Service sessions" report calls, the billing workbooks and "Legacy and
 * reported visits"), shared by the server and the screens.
 *
 * Minutes follow the compensatory ledger's rule (src/domain/referrals/ledger.ts): a referral in
 * force mandates `weekly_frequency × session_minutes` a week, counted by school days, up to the
 * period's end or today; a visit given counts its session's minutes, at most the referral's
 * session length. Visits follow the billing counting rule (src/domain/billing/api.ts): due
 * `weekly_frequency` a week; an *unrecorded* visit is one due that nobody recorded, neither given
 * nor missed (per referral, never below 0) — what the "unrecorded absences" workbook lists.
 *
 * A referral no provider is assigned to yet is *waiting*: its due visits are the company's
 * staffing gap, not a provider's unrecorded visits, so every report counts them apart (issue 23
 * item 7) — in `waiting_*` figures, the `waiting` compliance band and the workbook's own sheet —
 * and the mandated, due and unrecorded figures are those of referrals with a provider.
 */

const optionalId = v.optional(IdText)
const Region = v.optional(v.pipe(v.string(), singleLine(), v.trim(), v.maxLength(80, 'too_long'), v.transform((text) => text || undefined)))

/** yyyy-MM: a calendar month (reported visits, chart months). */
export const MonthId = v.pipe(v.string('required'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month'))

export const VisitsSummaryQuery = v.object({
  academic_year_id: optionalId,
  region: Region,
  customer_id: optionalId,
  provider_id: optionalId,
})
export type VisitsSummaryQuery = v.InferOutput<typeof VisitsSummaryQuery>

/** One region in one month of the academic year. */
export interface SummaryCell {
  region: string
  /** yyyy-MM. */
  month: string
  mandated_minutes: number
  delivered_minutes: number
  /** Visits due by the frequency, given, missed (any cause), and due but not recorded at all. */
  expected_visits: number
  delivered_visits: number
  missed_visits: number
  unrecorded_visits: number
  /** Referrals waiting for a provider with visits due this month, their due visits not recorded (per referral) and minutes mandated. */
  waiting_referrals: number
  waiting_visits: number
  waiting_minutes: number
}

export interface VisitsSummary {
  academic_year: { id: number; name: string; start_date: string; end_date: string }
  /** Every region the caller reaches, for the filter (whatever `region` asked for). */
  regions: string[]
  /** The months of the year whose first day has come, oldest first. */
  months: string[]
  cells: SummaryCell[]
}

export const COMPLIANCE_SORTS = ['compliance', 'student', 'provider', 'region'] as const

export const ComplianceQuery = v.pipe(
  v.object({
    ...listParams(COMPLIANCE_SORTS, 'compliance').entries,
    from: v.optional(IsoDate),
    to: v.optional(IsoDate),
    academic_year_id: optionalId,
    region: Region,
    customer_id: optionalId,
    provider_id: optionalId,
    service_id: optionalId,
  }),
  v.check((query) => query.from === undefined || query.to === undefined || query.from <= query.to, 'invalid_range'),
)
export type ComplianceQuery = v.InferOutput<typeof ComplianceQuery>

/**
 * How well a referral's frequency was kept: the share of its due visits that were given; a
 * referral with no provider assigned is `waiting` whatever its share (nobody could give them).
 */
export type ComplianceBand = 'met' | 'near' | 'low' | 'poor' | 'none_due' | 'waiting'
export const COMPLIANCE_BANDS: readonly ComplianceBand[] = ['met', 'near', 'low', 'poor', 'none_due', 'waiting']

/** ≥ 100 % met, ≥ 75 % near, ≥ 50 % low, below poor; nothing due yet: none_due. */
export function complianceBand(delivered: number, mandated: number): ComplianceBand {
  if (mandated <= 0) return 'none_due'
  const share = delivered / mandated
  return share >= 1 ? 'met' : share >= 0.75 ? 'near' : share >= 0.5 ? 'low' : 'poor'
}

export interface ComplianceLine {
  referral_id: number
  referral_number: string
  student_id: number
  student_name: string
  sie_number: string
  service_name: string
  provider_id: number | null
  provider_name: string | null
  customer_id: number
  region: string
  weekly_frequency: number
  mandated_visits: number
  delivered_visits: number
  missed_visits: number
  /** delivered ÷ mandated, rounded to 3 decimals; null when nothing was due or no provider is assigned. */
  compliance: number | null
  band: ComplianceBand
}

export interface ComplianceAnswer {
  from: string
  to: string
  items: ComplianceLine[]
  total: number
  /** Over every line with a provider, not only the page. */
  totals: { mandated_visits: number; delivered_visits: number; missed_visits: number }
  /** The lines waiting for a provider, apart: how many, and the visits their frequency made due. */
  waiting: { referrals: number; mandated_visits: number }
  bands: { band: ComplianceBand; referrals: number }[]
}

export const PeriodWorkbookQuery = v.object({
  period_id: IdText,
  customer_id: optionalId,
  provider_id: optionalId,
  region: Region,
})

export const ActiveStudentsWorkbookQuery = v.object({
  customer_id: optionalId,
  provider_id: optionalId,
  service_id: optionalId,
  region: Region,
})

/** Reported visits (spec §3, §7): a provider's visits by month, then by day. */
export const ReportedMonthsQuery = v.object({ providerId: optionalId })
export const ReportedDaysQuery = v.object({ providerId: optionalId, monthId: MonthId })

export interface ReportedMonth {
  /** yyyy-MM. */
  month_id: string
  days: number
  visits: number
  delivered: number
  missed: number
  students: number
  delivered_minutes: number
}

export interface ReportedVisit {
  id: string
  time: string
  student_name: string
  sie_number: string
  service_name: string
  location_name: string
  outcome: string
  delivered: boolean
  minutes: number
}

export interface ReportedDay {
  date: string
  visits: ReportedVisit[]
  delivered: number
  missed: number
  delivered_minutes: number
}

/** 1970-01-01 (day 0) was a Thursday: 0 = Monday … 6 = Sunday. */
const EPOCH_WEEKDAY = 3

/** School days (Monday to Friday) from `from` to `to`, inclusive; 0 when `to` is before `from`. */
export function schoolDays(from: string, to: string): number {
  const first = daysBetween('1970-01-01', from)
  const last = daysBetween('1970-01-01', to)
  if (last < first) return 0
  const weeks = Math.floor((last - first + 1) / 7)
  let count = weeks * 5
  for (let day = first + weeks * 7; day <= last; day++) if ((day + EPOCH_WEEKDAY) % 7 < 5) count++
  return count
}

/**
 * Visits due and minutes mandated by one referral from `from` to `to` (inclusive): its school
 * days in force there × weekly frequency (× session minutes) ÷ 5, rounded — for one referral,
 * exactly the ledger's mandatedMinutes (src/domain/referrals/ledger.ts), counted once for both.
 */
export function referralMandate(
  referral: { start_date: string; end_date: string | null; weekly_frequency: number; session_minutes: number },
  from: string,
  to: string,
): { visits: number; minutes: number } {
  const first = referral.start_date > from ? referral.start_date : from
  const last = referral.end_date !== null && referral.end_date < to ? referral.end_date : to
  const days = schoolDays(first, last)
  return { visits: Math.round((days * referral.weekly_frequency) / 5), minutes: Math.round((days * referral.weekly_frequency * referral.session_minutes) / 5) }
}

// ---- Chart data shaping (pure; the screens draw these) ----

export interface MonthSeriesPoint {
  month: string
  mandated: number
  delivered: number
  unrecorded: number
  missed: number
}

/** The cells summed per month, over the regions kept (all when `region` is undefined), every month present. */
export function minutesByMonth(summary: Pick<VisitsSummary, 'months' | 'cells'>, region?: string): MonthSeriesPoint[] {
  const points = new Map(summary.months.map((month) => [month, { month, mandated: 0, delivered: 0, unrecorded: 0, missed: 0 }]))
  for (const cell of summary.cells) {
    if (region !== undefined && cell.region !== region) continue
    const point = points.get(cell.month)
    if (!point) continue
    point.mandated += cell.mandated_minutes
    point.delivered += cell.delivered_minutes
    point.unrecorded += cell.unrecorded_visits
    point.missed += cell.missed_visits
  }
  return [...points.values()]
}

export interface RegionPoint {
  region: string
  mandated: number
  delivered: number
  /** delivered ÷ mandated in whole percent; null when nothing was mandated. */
  percent: number | null
  unrecorded: number
}

/** The cells summed per region over the whole year, regions in name order. */
export function minutesByRegion(summary: Pick<VisitsSummary, 'cells'>): RegionPoint[] {
  const points = new Map<string, RegionPoint>()
  for (const cell of summary.cells) {
    const point = points.get(cell.region) ?? { region: cell.region, mandated: 0, delivered: 0, percent: null, unrecorded: 0 }
    point.mandated += cell.mandated_minutes
    point.delivered += cell.delivered_minutes
    point.unrecorded += cell.unrecorded_visits
    points.set(cell.region, point)
  }
  return [...points.values()]
    .map((point) => ({ ...point, percent: point.mandated > 0 ? Math.round((point.delivered / point.mandated) * 100) : null }))
    .sort((a, b) => a.region.localeCompare(b.region, 'es'))
}

/**
 * One figure of the cells as a month × region table: one row per month, one numeric key per
 * region — unrecorded visits (providers') by default, or the visits due to referrals waiting for
 * a provider.
 */
export function unrecordedByMonthAndRegion(
  summary: Pick<VisitsSummary, 'months' | 'cells'>,
  regions: readonly string[],
  field: 'unrecorded_visits' | 'waiting_visits' = 'unrecorded_visits',
): ({ month: string } & Record<string, number | string>)[] {
  const rows = new Map(summary.months.map((month) => [month, { month, ...Object.fromEntries(regions.map((region) => [region, 0])) } as { month: string } & Record<string, number | string>]))
  for (const cell of summary.cells) {
    const row = rows.get(cell.month)
    if (!row || !regions.includes(cell.region)) continue
    row[cell.region] = (row[cell.region] as number) + cell[field]
  }
  return [...rows.values()]
}
