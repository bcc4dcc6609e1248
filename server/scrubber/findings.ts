import { eq, inArray } from 'drizzle-orm'
import { findingLink, type FindingsPage, type FindingsQuery, type ScrubFinding, type VisitExclusion } from '../../src/domain/scrubber/api'
import { SCRUB_RULES, SCRUB_RULE_NAMES, scrub, type ScrubRule } from '../../src/domain/scrubber/rules'
import type { Executor } from '../db/client'
import { users, visitBillingExclusions, type visitPeriods } from '../db/schema'
import type { BillingScope } from '../billing/access'
import { visitFacts } from './facts'

type PeriodRow = typeof visitPeriods.$inferSelect

/** The exclusions of these visits, with who made them. */
export async function exclusionsOf(db: Executor, visitIds: string[]): Promise<Map<string, VisitExclusion>> {
  if (visitIds.length === 0) return new Map()
  const rows = await db
    .select({
      visit_id: visitBillingExclusions.visit_id,
      reason: visitBillingExclusions.reason,
      excluded_by: visitBillingExclusions.excluded_by,
      first_name: users.first_name,
      last_name: users.last_name,
      excluded_at: visitBillingExclusions.excluded_at,
    })
    .from(visitBillingExclusions)
    .innerJoin(users, eq(users.id, visitBillingExclusions.excluded_by))
    .where(inArray(visitBillingExclusions.visit_id, visitIds))
  return new Map(
    rows.map((row) => [
      row.visit_id,
      { reason: row.reason, excluded_by: row.excluded_by, excluded_by_name: `${row.first_name} ${row.last_name}`, excluded_at: row.excluded_at.toISOString() },
    ]),
  )
}

const SORTS: Record<FindingsQuery['sort']['field'], (a: ScrubFinding, b: ScrubFinding) => number> = {
  date: (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time),
  rule: (a, b) => SCRUB_RULES.indexOf(a.rule) - SCRUB_RULES.indexOf(b.rule),
  provider: (a, b) => a.provider_name.localeCompare(b.provider_name, 'es'),
  student: (a, b) => a.student_name.localeCompare(b.student_name, 'es'),
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

/**
 * The scrubber's findings for a period, the list convention over them. Findings are computed on
 * each call from the period's visits (a month of one company's visits is thousands of rows, not
 * millions), so they always match the records as they are now; paging and sorting then run on
 * the computed list.
 */
export async function periodFindings(db: Executor, period: PeriodRow, scope: BillingScope, query: FindingsQuery): Promise<FindingsPage> {
  const facts = await visitFacts(db, period.start_date, period.end_date, scope, query.provider_id)
  const byVisit = new Map(facts.map((visit) => [visit.visit_id, visit]))
  const raw = scrub(facts, period.start_date, period.end_date)
  const exclusions = await exclusionsOf(db, [...new Set(raw.map((finding) => finding.visit_id))])
  const by_rule = Object.fromEntries(SCRUB_RULES.map((rule) => [rule, 0])) as Record<ScrubRule, number>
  for (const finding of raw) by_rule[finding.rule]++

  const needle = query.q ? folded(query.q) : null
  const findings: ScrubFinding[] = raw
    .map((finding) => {
      const visit = byVisit.get(finding.visit_id)!
      return {
        id: `${finding.visit_id}:${finding.rule}`,
        rule: finding.rule,
        rule_name: SCRUB_RULE_NAMES[finding.rule],
        detail: finding.detail,
        visit_id: visit.visit_id,
        session_id: visit.session_id,
        date: visit.date,
        time: visit.time,
        provider_id: visit.provider_id,
        provider_name: visit.provider_name,
        student_id: visit.student_id,
        student_name: visit.student_name,
        referral_id: visit.referral_id,
        provider_specialty_id: visit.provider_specialty_id,
        other_session_id: finding.other_session_id ?? null,
        link: findingLink(finding.rule, { ...visit, period_id: period.id }),
        exclusion: exclusions.get(visit.visit_id) ?? null,
      }
    })
    .filter((finding) => query.rule === undefined || finding.rule === query.rule)
    .filter((finding) => query.excluded === undefined || (finding.exclusion !== null) === (query.excluded === 'true'))
    .filter((finding) => needle === null || folded(`${finding.student_name} ${finding.provider_name}`).includes(needle))

  const compare = SORTS[query.sort.field]
  const direction = query.sort.direction === 'desc' ? -1 : 1
  findings.sort((a, b) => direction * (compare(a, b) || a.id.localeCompare(b.id)))
  const offset = (query.page - 1) * query.page_size
  // The facts reach into the weeks around the period (the frequency rule reads whole weeks).
  const inPeriod = facts.filter((visit) => period.start_date <= visit.date && visit.date <= period.end_date)
  return {
    items: findings.slice(offset, offset + query.page_size),
    total: findings.length,
    by_rule,
    visits: inPeriod.filter((visit) => visit.delivered).length,
    recorded: inPeriod.length,
  }
}
