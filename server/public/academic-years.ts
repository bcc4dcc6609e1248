import { asc } from 'drizzle-orm'
import type { AcademicYearItem } from '../../src/domain/reference'
import { companyToday } from '../../src/domain/rules/company-time'
import type { Executor } from '../db/client'
import { academicYears } from '../db/schema'

/**
 * Academic years with their delta relative to today in the company's zone: 0 is the year that
 * contains today, -1 the one before, 1 the one after (spec §3).
 */
export async function listAcademicYears(db: Executor, now: Date): Promise<AcademicYearItem[]> {
  const rows = await db.select().from(academicYears).orderBy(asc(academicYears.start_date))
  const today = companyToday(now)
  let current = rows.findIndex((year) => year.start_date <= today && today <= year.end_date)
  // Between two years (or outside all of them) the next one to start counts as current.
  if (current === -1) current = rows.findIndex((year) => year.start_date > today)
  if (current === -1) current = rows.length - 1
  return rows.map((year, index) => ({
    id: year.id,
    name: year.name,
    delta: index - current,
    timestamp: `${year.start_date}T00:00:00-04:00`,
    start_date: year.start_date,
    end_date: year.end_date,
    key_dates: { plans_start: year.plans_start },
  }))
}
