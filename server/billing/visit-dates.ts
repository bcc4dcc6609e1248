import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { referralSchedules, referrals, serviceSessions, visits } from '../db/schema'

/** Per referral, its visits by yyyy-MM-dd. */
export type VisitsByDate = Map<number, Map<string, number>>

/**
 * The visits of live sessions from `from` to `to` by referral and date, of the referrals with a
 * weekly schedule only (the others are counted without dates: src/domain/billing/counts.ts
 * visitsLine). `conditions` narrow the referrals as the caller's count does (scope, filters).
 */
export async function scheduledVisitsByDate(db: Executor, from: string, to: string, conditions: (SQL | undefined)[]): Promise<VisitsByDate> {
  const date = sql<string>`to_char(${serviceSessions.date}, 'YYYY-MM-DD')`
  const rows = await db
    .select({ referral_id: visits.referral_id, date, count: sql<number>`count(*)::int` })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .where(
      and(
        isNull(serviceSessions.deleted_at),
        gte(serviceSessions.date, from),
        lte(serviceSessions.date, to),
        sql`exists (select 1 from ${referralSchedules} where ${referralSchedules.referral_id} = ${referrals.id})`,
        ...conditions,
      ),
    )
    .groupBy(visits.referral_id, date)
  const byReferral: VisitsByDate = new Map()
  for (const row of rows) {
    const dates = byReferral.get(row.referral_id) ?? new Map<string, number>()
    dates.set(row.date, row.count)
    byReferral.set(row.referral_id, dates)
  }
  return byReferral
}
