import { sql, type AnyColumn } from 'drizzle-orm'
import { referralSchedules } from '../db/schema'

/**
 * A referral's weekly slots as the counting rule reads them: the `day_of_week_id` of each of its
 * schedules (a weekday twice for two slots that day), empty without a schedule. A correlated
 * sub-select, so a count over a year of referrals stays one statement
 * (src/domain/billing/counts.ts visitsDueBetween).
 */
export const scheduleDaysOf = (referralId: AnyColumn) =>
  sql<number[]>`coalesce((select array_agg(${referralSchedules.day_of_week_id} order by ${referralSchedules.day_of_week_id}) from ${referralSchedules} where ${referralSchedules.referral_id} = ${referralId}), '{}')`
