import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { interventionPlans, progressLevels, referralStatuses, referrals } from '../db/schema'
import { forbidden } from '../http/errors'
import type { OfficeViewer } from '../permissions/viewer'
import { visiblePlan } from './access'
import { planDetail, yearsByDelta } from './read'
import { PLAN_STATUS } from '../../src/domain/plans/status'

/**
 * GET /intervention-plans/replica: what a provider's device keeps of her plans to write them
 * offline at the school (issue 13 item 4): every plan not archived of her own active referrals for
 * the current and the next academic year, each as GET /intervention-plans/{id} answers it
 * (nested goals → objectives → achievements, discussions with their state and versions), and the
 * progress levels the achievements pick from. Only a provider has one: staff work online.
 */
export async function planReplica(db: Executor, viewer: OfficeViewer, now: Date) {
  const providerId = viewer.providerId
  if (providerId === null) throw forbidden('Solo un proveedor guarda sus planes en el dispositivo.')
  const { ids } = await yearsByDelta(db, now)
  const years = ids((delta) => delta === 0 || delta === 1)
  const levels = await db.select({ id: progressLevels.id, name: progressLevels.name }).from(progressLevels).orderBy(asc(progressLevels.sort_index), asc(progressLevels.id))
  if (years.length === 0) return { plans: [], progress_levels: levels }
  const rows = await db
    .select({ id: interventionPlans.id })
    .from(interventionPlans)
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .where(
      and(
        eq(referrals.provider_id, providerId),
        sql`exists (select 1 from ${referralStatuses} where ${referralStatuses.id} = ${referrals.status_id} and ${referralStatuses.name} = 'Activo')`,
        inArray(interventionPlans.academic_year_id, years),
        ne(interventionPlans.status_id, PLAN_STATUS.archived),
      ),
    )
    .orderBy(asc(interventionPlans.id))
  const plans = []
  // One detail per plan: a provider has a handful of active students, each with one or two plans.
  for (const row of rows) plans.push(await planDetail(db, viewer, await visiblePlan(db, viewer, row.id), now))
  return { plans, progress_levels: levels }
}
