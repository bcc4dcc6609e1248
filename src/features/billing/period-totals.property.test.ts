import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SummaryLine, VisitCounts } from '../../domain/billing/api'
import { addCounts, groupCounts, referralLine, visitsLine, type LineCounts } from '../../domain/billing/counts'
import { addDays } from '../../domain/rules/dates'
import { summaryRows } from './summary-rows'

/**
 * Issue 23 item 1: a period's figures add up. Over generated periods (referrals of several
 * customers, providers — or none yet — and services, in force for part of the month or all of
 * it, with fewer or more visits than due, "today" before, inside or after the month), the counts
 * are made as the server makes them (visitsLine per referral, some with a weekly schedule and
 * visits on days it does not expect, groupCounts by
 * customer and provider for the summary) and shown as the summary table shows them (summaryRows).
 * Then each level is the sum of the level below — period → customer → provider → service →
 * referral — and on every row the rule the screen states holds: due − recorded = missing − extra,
 * with missing and extra never below 0.
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 300)
const MONTH_START = '2026-10-01'
const MONTH_END = '2026-10-31'
const day = (offset: number) => addDays('2026-09-01', offset)

interface GeneratedReferral {
  id: number
  customer_id: number
  provider_id: number | null
  service_id: number
  start_date: string
  end_date: string | null
  weekly_frequency: number
  /** Weekly slots' weekday ids; empty without a schedule. */
  schedule_days: number[]
  recorded: number
  /** The recorded visits by date (each inside the month). */
  visits_by_date: Map<string, number>
}

const referralArb = fc
  .record({
    customer_id: fc.integer({ min: 1, max: 3 }),
    provider_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null, freq: 4 }),
    service_id: fc.integer({ min: 1, max: 3 }),
    start: fc.integer({ min: 0, max: 70 }),
    length: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    weekly_frequency: fc.integer({ min: 1, max: 5 }),
    schedule_days: fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
    // Up to a few more than a month of visits on days of the month: some referrals are over their due.
    visit_days: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 30 }),
  })
  .map(({ start, length, visit_days, ...rest }) => {
    const visits_by_date = new Map<string, number>()
    for (const offset of visit_days) visits_by_date.set(addDays(MONTH_START, offset), (visits_by_date.get(addDays(MONTH_START, offset)) ?? 0) + 1)
    return { ...rest, start_date: day(start), end_date: length === null ? null : day(start + length), recorded: visit_days.length, visits_by_date }
  })

const periodArb = fc.record({
  referrals: fc.array(referralArb, { maxLength: 40 }).map((rows) => rows.map((row, index): GeneratedReferral => ({ ...row, id: index + 1 }))),
  today: fc.integer({ min: 20, max: 80 }).map(day),
})

const sameCounts = (a: VisitCounts & { referrals?: number }, b: VisitCounts & { referrals?: number }) =>
  expect({ ...a, referrals: a.referrals ?? 1 }).toEqual({ ...b, referrals: b.referrals ?? 1 })

/** The rule every row of the screen states beside its figures. */
function holdsTheRule(counts: VisitCounts) {
  expect(counts.missing).toBeGreaterThanOrEqual(0)
  expect(counts.extra).toBeGreaterThanOrEqual(0)
  expect(counts.expected - counts.recorded).toBe(counts.missing - counts.extra)
}

const byKey = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return groups
}

describe('period totals (property)', () => {
  it('each level is the sum of the level below, and due − recorded = missing − extra on every row', () => {
    fc.assert(
      fc.property(periodArb, ({ referrals, today }) => {
        const period = { start_date: MONTH_START, end_date: MONTH_END }
        // Per referral, as server/billing/referral-counts.ts counts it.
        const counted = referrals.map((referral) => ({ ...referral, ...visitsLine(referral, period, today, referral.recorded, referral.visits_by_date) }))
        for (const line of counted) {
          holdsTheRule(line)
          // Without a schedule any visit makes up a due one, so a referral is short or over, never both;
          // with one, a visit on a day the schedule does not expect is over while a scheduled day stays short.
          if (line.schedule_days.length === 0) expect(line.missing === 0 || line.extra === 0).toBe(true)
          else expect(line.missing).toBeLessThanOrEqual(line.expected)
        }

        // The tree: period → customer → provider → service → referral, each node summed from its children.
        const periodTotals = addCounts(counted)
        const customers = byKey(counted, (row) => row.customer_id)
        const customerTotals: LineCounts[] = []
        for (const customerRows of customers.values()) {
          const providerTotals: LineCounts[] = []
          for (const providerRows of byKey(customerRows, (row) => row.provider_id).values()) {
            const serviceTotals = [...byKey(providerRows, (row) => row.service_id).values()].map((serviceRows) => {
              const service = addCounts(serviceRows)
              holdsTheRule(service)
              return service
            })
            // groupCounts, which the server's summaries use, gives the same groups in the same order.
            expect(groupCounts(providerRows, (row) => row.service_id, (_first, sum) => sum)).toEqual(serviceTotals)
            const provider = addCounts(serviceTotals)
            sameCounts(provider, addCounts(providerRows))
            holdsTheRule(provider)
            providerTotals.push(provider)
          }
          const customer = addCounts(providerTotals)
          sameCounts(customer, addCounts(customerRows))
          holdsTheRule(customer)
          customerTotals.push(customer)
        }
        sameCounts(addCounts(customerTotals), periodTotals)
        holdsTheRule(periodTotals)

        // The summary as the server answers it (one line per customer and provider) and as the
        // table shows it: every line, each customer's subtotal after its lines, the period last.
        const lines: SummaryLine[] = groupCounts(
          counted,
          (row) => `${row.customer_id}:${row.provider_id ?? ''}`,
          (first, sum) => ({ customer_id: first.customer_id, customer_name: `C${first.customer_id}`, provider_id: first.provider_id, provider_name: null, ...sum }),
        )
        const rows = summaryRows(lines)
        expect(rows.filter((row) => row.kind === 'line')).toHaveLength(lines.length)
        let open: LineCounts[] = []
        let openCustomer: number | undefined
        for (const row of rows) {
          holdsTheRule(row.counts)
          if (row.kind === 'line') {
            // A customer with one line has no subtotal: a new customer starts a new run of lines.
            if (row.line.customer_id !== openCustomer) open = []
            openCustomer = row.line.customer_id
            open.push(row.counts)
          } else if (row.kind === 'customer') {
            // The subtotal closes exactly the lines above it since the previous subtotal.
            sameCounts(row.counts, addCounts(open))
            sameCounts(row.counts, addCounts(counted.filter((referral) => `C${referral.customer_id}` === row.customer_name)))
            open = []
          } else sameCounts(row.counts, periodTotals)
        }
        if (counted.length === 0) expect(rows).toEqual([])
        else expect(rows.at(-1)!.kind).toBe('period')
      }),
      { numRuns: RUNS },
    )
  })

  it('the October example of the issue: 7,130 due and 112 recorded are 7,023 missing less 5 extra', () => {
    const lines = [referralLine(7_000, 0), referralLine(130, 107), referralLine(0, 5)]
    expect(addCounts(lines)).toEqual({ referrals: 3, expected: 7_130, recorded: 112, missing: 7_023, extra: 5 })
  })
})
