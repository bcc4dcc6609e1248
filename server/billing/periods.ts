import { periodNameOf } from '../i18n/reader-language'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { BillingAcademicYear, VisitPeriod } from '../../src/domain/billing/api'
import { monthlyPeriods } from '../../src/domain/billing/periods'
import type { ListParams, Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { academicYears, visitPeriods } from '../db/schema'
import { notFound } from '../http/errors'
import { countAll, limitOffset, pageOf } from '../http/list'
import { listAcademicYears } from '../public/academic-years'

type PeriodRow = typeof visitPeriods.$inferSelect

export const periodAnswer = (row: PeriodRow, today: string): VisitPeriod => ({
  id: row.id,
  academic_year_id: row.academic_year_id,
  name: periodNameOf(row),
  start_date: row.start_date,
  end_date: row.end_date,
  status: row.status,
  current: row.start_date <= today && today <= row.end_date,
})

export async function periodById(db: Executor, id: number): Promise<PeriodRow> {
  const [row] = await db.select().from(visitPeriods).where(eq(visitPeriods.id, id))
  if (!row) throw notFound('El periodo no existe.')
  return row
}

export async function pagePeriods(
  db: Executor,
  query: ListParams<'start_date'> & { academic_year_id?: number | undefined; status?: 'open' | 'locked' | undefined },
  today: string,
): Promise<Page<VisitPeriod>> {
  const where: SQL | undefined = and(
    query.academic_year_id === undefined ? undefined : eq(visitPeriods.academic_year_id, query.academic_year_id),
    query.status === undefined ? undefined : eq(visitPeriods.status, query.status),
  )
  const order = query.sort.direction === 'desc' ? desc : asc
  const { limit, offset } = limitOffset(query)
  const page = await pageOf(
    db.select().from(visitPeriods).where(where).orderBy(order(visitPeriods.start_date), order(visitPeriods.id)).limit(limit).offset(offset),
    db.select({ total: countAll }).from(visitPeriods).where(where),
  )
  return { total: page.total, items: page.items.map((row) => periodAnswer(row, today)) }
}

/** Periods of an academic year whose first day has come, oldest first (the outstanding report). */
export async function startedPeriods(db: Executor, academicYearId: number, today: string): Promise<PeriodRow[]> {
  const rows = await db.select().from(visitPeriods).where(eq(visitPeriods.academic_year_id, academicYearId)).orderBy(asc(visitPeriods.start_date))
  return rows.filter((row) => row.start_date <= today)
}

export async function billingAcademicYears(db: Executor, now: Date): Promise<BillingAcademicYear[]> {
  const counts = await db.select({ id: visitPeriods.academic_year_id, periods: count() }).from(visitPeriods).groupBy(visitPeriods.academic_year_id)
  const byYear = new Map(counts.map((row) => [row.id, row.periods]))
  return (await listAcademicYears(db, now)).map((year) => ({
    id: year.id,
    name: year.name,
    delta: year.delta,
    start_date: year.start_date,
    end_date: year.end_date,
    periods: byYear.get(year.id) ?? 0,
  }))
}

/** Creates the monthly periods of an academic year that it lacks (the seed, and years added later). */
export async function ensurePeriods(db: Executor, academicYearId: number): Promise<void> {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, academicYearId))
  if (!year) throw notFound('El año académico no existe.')
  const drafts = monthlyPeriods(year.start_date, year.end_date).map((draft) => ({ ...draft, academic_year_id: year.id }))
  if (drafts.length > 0) await db.insert(visitPeriods).values(drafts).onConflictDoNothing()
}
