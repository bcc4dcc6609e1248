import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppDeps, AppEnv } from '../app-env'
import { IdText } from '../../src/domain/schemas/common'
import { queryWith } from '../http/validate'
import { loadViewer } from '../service-sessions/access'
import { activeStudentScope, activeStudentsByRegion, listActiveStudents, totalActiveStudents } from './active-students'

const ActiveStudentsQuery = v.object({
  provider_id: v.optional(IdText),
  supervisor_id: v.optional(IdText),
  detailLevel: v.optional(v.picklist(['basic', 'extended'], 'invalid_detail_level')),
})

/** Referral endpoints of the provider's area (spec §7 "Referrals": active students). */
export function referralRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/active-students', async (c) => {
      const query = queryWith(c, ActiveStudentsQuery)
      const scope = await activeStudentScope(db, await loadViewer(db, c.var.auth.user), query)
      return c.json(await listActiveStudents(db, scope, query.detailLevel === 'extended'))
    })
    .get('/total-active-students', async (c) => {
      const query = queryWith(c, ActiveStudentsQuery)
      const scope = await activeStudentScope(db, await loadViewer(db, c.var.auth.user), query)
      return c.json({ total: await totalActiveStudents(db, scope) })
    })
    .get('/active-students/regions', async (c) => {
      const query = queryWith(c, ActiveStudentsQuery)
      const scope = await activeStudentScope(db, await loadViewer(db, c.var.auth.user), query)
      return c.json(await activeStudentsByRegion(db, scope))
    })
}
