import { sql } from 'drizzle-orm'
import { COMPANY_TIME_ZONE } from '../../src/domain/constants'
import { percentile, withEveryStatus, type BillsByStatus, type FinanceSummary, type FinanceSummaryQuery } from '../../src/domain/finance/reports'
import type { Executor } from '../db/client'
import { paymentBatches, providerBillLines, providerBills, providerPayments, providerSpecialties, serviceSessions, specialties, visitPeriods, visits } from '../db/schema'
import { academicYearOf } from '../billing-reports/summary'

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/**
 * GET /finance-reports/summary: the bills of the academic year's periods (the current year unless
 * one is named; an unknown id is 404) by status, their processed payments by month, their live
 * visit lines by specialty, and the days from each visit of a paid bill to its payment.
 * A payment is processed when its status is `paid`; its date is `paid_at`, else its batch's
 * `processed_at`, taken as a company-time calendar day.
 */
export async function financeSummary(db: Executor, query: FinanceSummaryQuery, now: Date): Promise<FinanceSummary> {
  const year = await academicYearOf(db, now, query.academic_year_id)
  const inYear = sql`${providerBills.period_id} in (select ${visitPeriods.id} from ${visitPeriods} where ${visitPeriods.academic_year_id} = ${year.id})`
  const paidDay = sql`(coalesce(${providerPayments.paid_at}, ${paymentBatches.processed_at}) at time zone ${COMPANY_TIME_ZONE})::date`

  const byStatus = rowsOf<BillsByStatus>(
    await db.execute(sql`
      select ${providerBills.status} as status, count(*)::int as count, coalesce(sum(${providerBills.total_cents}), 0)::float8 as total_cents
      from ${providerBills} where ${inYear} group by ${providerBills.status}`),
  )

  const paidByMonth = rowsOf<{ month: string; payments: number; total_cents: number }>(
    await db.execute(sql`
      select to_char(${paidDay}, 'YYYY-MM') as month, count(*)::int as payments, sum(${providerPayments.amount_cents})::float8 as total_cents
      from ${providerPayments}
      join ${paymentBatches} on ${paymentBatches.id} = ${providerPayments.batch_id}
      join ${providerBills} on ${providerBills.id} = ${providerPayments.bill_id}
      where ${providerPayments.status} = 'paid' and ${paidDay} is not null and ${inYear}
      group by 1 order by 1`),
  )

  const bySpecialty = rowsOf<{ specialty_id: number | null; specialty: string | null; lines: number; total_cents: number }>(
    await db.execute(sql`
      select ${specialties.id} as specialty_id, ${specialties.name} as specialty, count(*)::int as lines, sum(${providerBillLines.amount_cents})::float8 as total_cents
      from ${providerBillLines}
      join ${providerBills} on ${providerBills.id} = ${providerBillLines.bill_id}
      join ${visits} on ${visits.id} = ${providerBillLines.visit_id}
      join ${serviceSessions} on ${serviceSessions.id} = ${visits.session_id}
      left join ${providerSpecialties} on ${providerSpecialties.id} = ${serviceSessions.provider_specialty_id}
      left join ${specialties} on ${specialties.id} = ${providerSpecialties.specialty_id}
      where ${providerBillLines.kind} = 'visit' and ${providerBillLines.live} and ${providerBills.status} <> 'cancelled' and ${inYear}
      group by ${specialties.id}, ${specialties.name}
      order by sum(${providerBillLines.amount_cents}) desc, ${specialties.name}`),
  )

  const days = rowsOf<{ days: number }>(
    await db.execute(sql`
      select (${paidDay} - ${providerBillLines.service_date})::int as days
      from ${providerBillLines}
      join ${providerBills} on ${providerBills.id} = ${providerBillLines.bill_id}
      join ${providerPayments} on ${providerPayments.bill_id} = ${providerBills.id} and ${providerPayments.status} = 'paid'
      join ${paymentBatches} on ${paymentBatches.id} = ${providerPayments.batch_id}
      where ${providerBillLines.kind} = 'visit' and ${providerBillLines.live} and ${providerBills.status} = 'paid'
        and ${providerBillLines.service_date} is not null and ${paidDay} is not null and ${inYear}`),
  ).map((row) => Number(row.days))

  return {
    academic_year: { id: year.id, name: year.name, start_date: year.start_date, end_date: year.end_date },
    bills_by_status: withEveryStatus(byStatus),
    paid_by_month: paidByMonth,
    billed_by_specialty: bySpecialty,
    days_to_payment: { count: days.length, median: percentile(days, 50), p90: percentile(days, 90) },
  }
}
