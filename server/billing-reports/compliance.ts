import { complianceBand, COMPLIANCE_BANDS, referralMandate, type ComplianceAnswer, type ComplianceLine, type ComplianceQuery } from '../../src/domain/billing/reports'
import { companyToday } from '../../src/domain/rules/company-time'
import type { Executor } from '../db/client'
import type { BillingScope } from '../billing/access'
import { referralFacts, visitGroups } from './facts'
import { academicYearOf } from './summary'

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
const byName = (a: string | null, b: string | null) => (a ?? '~').localeCompare(b ?? '~', 'es')

/**
 * `service-sessions/referrals-frequency-compliance`: per referral, the visits its weekly
 * frequency made due over a range against those given. The range defaults to the academic year
 * (the current one unless named) up to today; visits are due up to today at most. Lines are
 * sorted and paged by the list convention; bands count every line, totals those with a provider,
 * and `waiting` those without one (band `waiting`, no share: src/domain/billing/reports.ts).
 */
export async function frequencyCompliance(db: Executor, scope: BillingScope, query: ComplianceQuery, now: Date): Promise<ComplianceAnswer> {
  const today = companyToday(now)
  const needsYear = query.from === undefined || query.to === undefined
  const year = needsYear ? await academicYearOf(db, now, query.academic_year_id) : undefined
  const from = query.from ?? year!.start_date
  const to = query.to ?? (year!.end_date < today ? year!.end_date : today)
  const dueTo = to < today ? to : today
  const groups = await visitGroups(db, scope, { from, to }, query)
  const facts = await referralFacts(db, scope, { from, to }, query)
  const given = new Map<number, { delivered: number; missed: number }>()
  for (const group of groups) {
    const counts = given.get(group.referral_id) ?? { delivered: 0, missed: 0 }
    if (group.given) counts.delivered += group.count
    else counts.missed += group.count
    given.set(group.referral_id, counts)
  }
  // q: a student's name or SIE number, or a referral number (the list convention's search).
  const needle = query.q === undefined ? undefined : plain(query.q)
  const kept = needle === undefined ? facts : facts.filter((fact) => [fact.student_name, fact.sie_number, fact.number].some((text) => plain(text).includes(needle)))
  const lines: ComplianceLine[] = kept.map((fact) => {
    const mandated = from <= dueTo ? referralMandate(fact, from, dueTo).visits : 0
    const counts = given.get(fact.id) ?? { delivered: 0, missed: 0 }
    // Without a provider nobody could give the visits: the line waits, it is not "muy baja".
    const waiting = fact.provider_id === null
    return {
      referral_id: fact.id,
      referral_number: fact.number,
      student_id: fact.student_id,
      student_name: fact.student_name,
      sie_number: fact.sie_number,
      service_name: fact.service_name,
      provider_id: fact.provider_id,
      provider_name: fact.provider_name,
      customer_id: fact.customer_id,
      region: fact.region,
      weekly_frequency: fact.weekly_frequency,
      mandated_visits: mandated,
      delivered_visits: counts.delivered,
      missed_visits: counts.missed,
      compliance: !waiting && mandated > 0 ? Math.round((counts.delivered / mandated) * 1000) / 1000 : null,
      band: waiting ? 'waiting' : complianceBand(counts.delivered, mandated),
    }
  })
  const direction = query.sort.direction === 'desc' ? -1 : 1
  const field = query.sort.field
  lines.sort((a, b) => {
    const primary =
      field === 'student'
        ? byName(a.student_name, b.student_name)
        : field === 'provider'
          ? byName(a.provider_name, b.provider_name)
          : field === 'region'
            ? byName(a.region, b.region)
            : // Nothing due sorts after every share.
              (a.compliance ?? Number.POSITIVE_INFINITY) - (b.compliance ?? Number.POSITIVE_INFINITY)
    return direction * primary || a.referral_id - b.referral_id
  })
  const start = (query.page - 1) * query.page_size
  const assigned = lines.filter((line) => line.band !== 'waiting')
  const waiting = lines.filter((line) => line.band === 'waiting')
  return {
    from,
    to,
    items: lines.slice(start, start + query.page_size),
    total: lines.length,
    totals: {
      mandated_visits: assigned.reduce((sum, line) => sum + line.mandated_visits, 0),
      delivered_visits: assigned.reduce((sum, line) => sum + line.delivered_visits, 0),
      missed_visits: assigned.reduce((sum, line) => sum + line.missed_visits, 0),
    },
    waiting: { referrals: waiting.length, mandated_visits: waiting.reduce((sum, line) => sum + line.mandated_visits, 0) },
    bands: COMPLIANCE_BANDS.map((band) => ({ band, referrals: lines.filter((line) => line.band === band).length })),
  }
}
