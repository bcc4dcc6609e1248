import { asc, eq } from 'drizzle-orm'
import { visitsLine } from '../../src/domain/billing/counts'
import { dueUntil } from '../../src/domain/billing/periods'
import { referralMandate, type SummaryCell, type VisitsSummary, type VisitsSummaryQuery } from '../../src/domain/billing/reports'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AcademicYearItem } from '../../src/domain/reference'
import type { Executor } from '../db/client'
import { visitPeriods } from '../db/schema'
import { notFound } from '../http/errors'
import { listAcademicYears } from '../public/academic-years'
import type { BillingScope } from '../billing/access'
import type { VisitsByDate } from '../billing/visit-dates'
import { reachableRegions, referralFacts, scheduledVisitDates, visitGroups, type ReferralFact, type VisitGroup } from './facts'

/** The academic year asked for, or the current one; an unknown id is 404. */
export async function academicYearOf(db: Executor, now: Date, id: number | undefined): Promise<AcademicYearItem> {
  const years = await listAcademicYears(db, now)
  const year = id === undefined ? years.find((row) => row.delta === 0) : years.find((row) => row.id === id)
  if (!year) throw notFound('El año académico no existe.')
  return year
}

/**
 * `service-sessions/reports/visits-summary`: per region and month of an academic year, minutes
 * mandated and delivered, and visits due, given, missed and not recorded, of the referrals with a
 * provider; and apart, the referrals waiting for one and what they are due. Only the months whose
 * first day has come, each counted up to its last day or today.
 */
export async function visitsSummary(db: Executor, scope: BillingScope, query: VisitsSummaryQuery, now: Date): Promise<VisitsSummary> {
  const today = companyToday(now)
  const year = await academicYearOf(db, now, query.academic_year_id)
  const periods = (await db.select().from(visitPeriods).where(eq(visitPeriods.academic_year_id, year.id)).orderBy(asc(visitPeriods.start_date))).filter(
    (period) => period.start_date <= today,
  )
  const regions = await reachableRegions(db, scope)
  const answer: VisitsSummary = {
    academic_year: { id: year.id, name: year.name, start_date: year.start_date, end_date: year.end_date },
    regions,
    months: periods.map((period) => period.start_date.slice(0, 7)),
    cells: [],
  }
  if (periods.length === 0) return answer
  const range = { from: periods[0]!.start_date, to: dueUntil(periods.at(-1)!, today) }
  const groups = await visitGroups(db, scope, range, query)
  const facts = await referralFacts(db, scope, range, query)
  answer.cells = summaryCells(facts, groups, periods, today, await scheduledVisitDates(db, scope, range, query))
  return answer
}

/** Adds each referral's visits and mandate into its region's cell of each period. */
export function summaryCells(
  facts: readonly ReferralFact[],
  groups: readonly VisitGroup[],
  periods: readonly { start_date: string; end_date: string }[],
  today: string,
  visitsByDate: VisitsByDate = new Map(),
): SummaryCell[] {
  const byReferral = new Map(facts.map((fact) => [fact.id, fact]))
  const cells = new Map<string, SummaryCell>()
  const cellOf = (region: string, month: string) => {
    const key = `${region}\u0000${month}`
    let cell = cells.get(key)
    if (!cell) {
      cell = {
        region,
        month,
        mandated_minutes: 0,
        delivered_minutes: 0,
        expected_visits: 0,
        delivered_visits: 0,
        missed_visits: 0,
        unrecorded_visits: 0,
        waiting_referrals: 0,
        waiting_visits: 0,
        waiting_minutes: 0,
      }
      cells.set(key, cell)
    }
    return cell
  }
  // Visits recorded per referral and month, for the per-referral floor of "unrecorded".
  const recorded = new Map<string, number>()
  for (const group of groups) {
    const fact = byReferral.get(group.referral_id)
    if (!fact) continue
    const cell = cellOf(fact.region, group.month)
    if (group.given) {
      cell.delivered_visits += group.count
      // A longer session does not make up another one (the ledger's rule).
      cell.delivered_minutes += group.count * Math.min(group.minutes, fact.session_minutes)
    } else cell.missed_visits += group.count
    const key = `${fact.id}:${group.month}`
    recorded.set(key, (recorded.get(key) ?? 0) + group.count)
  }
  for (const period of periods) {
    const month = period.start_date.slice(0, 7)
    const until = dueUntil(period, today)
    for (const fact of facts) {
      // Minutes by the mandate (frequency); visits by the counting rule (the schedule when there is one).
      const line = visitsLine(fact, period, today, recorded.get(`${fact.id}:${month}`) ?? 0, visitsByDate.get(fact.id))
      const due = { minutes: referralMandate(fact, period.start_date, until).minutes, visits: line.expected }
      if (due.visits === 0 && due.minutes === 0) continue
      const cell = cellOf(fact.region, month)
      const unrecorded = line.missing
      // No provider yet: what is due waits for one; it is not a provider's unrecorded visit.
      if (fact.provider_id === null) {
        cell.waiting_referrals += 1
        cell.waiting_visits += unrecorded
        cell.waiting_minutes += due.minutes
        continue
      }
      cell.mandated_minutes += due.minutes
      cell.expected_visits += due.visits
      cell.unrecorded_visits += unrecorded
    }
  }
  return [...cells.values()].sort((a, b) => a.month.localeCompare(b.month) || a.region.localeCompare(b.region, 'es'))
}
