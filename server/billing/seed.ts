import { eq } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { visitPeriods } from '../db/schema'
import { listAcademicYears } from '../public/academic-years'
import { ensurePeriods } from './periods'

/**
 * Billing periods of the previous and the current academic year (deltas -1 and 0). The previous
 * year's periods are locked (billed); the current year's stay open. Their visits are the seeded
 * service sessions (server/seed/service-sessions.ts: about six weeks before today).
 */
export async function seedBillingPeriods(tx: Transaction, now: Date): Promise<void> {
  const years = (await listAcademicYears(tx, now)).filter((year) => year.delta === -1 || year.delta === 0)
  for (const year of years) await ensurePeriods(tx, year.id)
  const previous = years.find((year) => year.delta === -1)
  if (previous) {
    await tx
      .update(visitPeriods)
      .set({ status: 'locked' })
      .where(eq(visitPeriods.academic_year_id, previous.id))
  }
}
