import { and, eq, ilike, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import { GoalTemplateInput, ObjectiveTemplateInput, TemplateSearch } from '../../src/domain/plans/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { goalTemplates, measurementTypes, objectiveTemplates } from '../db/schema'
import { forbidden, notFound } from '../http/errors'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import { pathId } from '../core/path-id'
import { assertReferencesExist } from '../http/references'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { isProviderViewer, loadOfficeViewer, staffReach, type OfficeViewer } from '../permissions/viewer'
import { access } from '../permissions/access'

/**
 * Goal templates belong to their user (a provider's own wordings, /provider/config/goal-templates):
 * each sees and changes only hers (another's is 404). Objective templates are the office's
 * (/config/objectives): everyone who reaches plans reads them, staff with plans.write change them.
 */

/** Providers keep their own goal templates; staff need plans.write somewhere. */
function assertMayKeepTemplates(viewer: OfficeViewer) {
  if (!isProviderViewer(viewer) && !canAnywhere(viewer.permissions, 'plans.write')) throw forbidden()
}

/** Goal templates are each writer's own (a provider, or staff with plans.write); objective templates the office's. */
const OWN_TEMPLATES = access({ permission: 'plans.write', providers: 'own' })
const OFFICE_TEMPLATES = access({ permission: 'plans.write' })

/** The office's shared list: staff holding plans.write globally. */
function assertOfficeTemplates(viewer: OfficeViewer) {
  if (isProviderViewer(viewer) || staffReach(viewer, 'plans.write') !== 'all') throw forbidden()
}

export function templateRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  async function ownGoalTemplate(userId: number, id: number) {
    const [row] = await db.select().from(goalTemplates).where(and(eq(goalTemplates.id, id), eq(goalTemplates.user_id, userId)))
    if (!row) throw notFound('La plantilla no existe.')
    return row
  }

  async function objectiveTemplate(id: number) {
    const [row] = await db.select().from(objectiveTemplates).where(eq(objectiveTemplates.id, id))
    if (!row) throw notFound('La plantilla no existe.')
    return row
  }

  const goalColumns = { id: goalTemplates.id, name: goalTemplates.name, description: goalTemplates.description }
  const objectiveColumns = {
    id: objectiveTemplates.id,
    name: objectiveTemplates.name,
    description: objectiveTemplates.description,
    measurement_type_id: objectiveTemplates.measurement_type_id,
  }

  return new Hono<AppEnv>()
    .get('/goal-templates', OWN_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      const search = queryWith(c, TemplateSearch)
      const where = and(eq(goalTemplates.user_id, viewer.userId), search.q ? ilike(goalTemplates.name, likePattern(search.q)) : undefined) as SQL
      const { limit, offset } = limitOffset(search)
      return c.json(
        await pageOf(
          db
            .select(goalColumns)
            .from(goalTemplates)
            .where(where)
            .orderBy(...orderOf(search.sort, { name: goalTemplates.name, id: goalTemplates.id }, [goalTemplates.id]))
            .limit(limit)
            .offset(offset),
          db.select({ total: countAll }).from(goalTemplates).where(where),
        ),
      )
    })
    .post('/goal-templates', OWN_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      assertMayKeepTemplates(viewer)
      const input = parseWith(GoalTemplateInput, (await deferredJson(c))())
      const [row] = await db.insert(goalTemplates).values({ ...input, user_id: viewer.userId }).returning(goalColumns)
      return c.json(row, 201)
    })
    .put('/goal-templates/:id', OWN_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      const current = await ownGoalTemplate(viewer.userId, pathId(c, 'id'))
      const input = parseWith(GoalTemplateInput, body())
      const [row] = await db.update(goalTemplates).set(input).where(eq(goalTemplates.id, current.id)).returning(goalColumns)
      return c.json(row)
    })
    .delete('/goal-templates/:id', OWN_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      const current = await ownGoalTemplate(viewer.userId, pathId(c, 'id'))
      await db.delete(goalTemplates).where(eq(goalTemplates.id, current.id))
      return c.body(null, 204)
    })
    .get('/objective-templates', access({ permission: 'plans.read', providers: 'own' }), async (c) => {
      const search = queryWith(c, TemplateSearch)
      const where = search.q ? ilike(objectiveTemplates.name, likePattern(search.q)) : undefined
      const { limit, offset } = limitOffset(search)
      return c.json(
        await pageOf(
          db
            .select(objectiveColumns)
            .from(objectiveTemplates)
            .where(where)
            .orderBy(...orderOf(search.sort, { name: objectiveTemplates.name, id: objectiveTemplates.id }, [objectiveTemplates.id]))
            .limit(limit)
            .offset(offset),
          db.select({ total: countAll }).from(objectiveTemplates).where(where),
        ),
      )
    })
    .post('/objective-templates', OFFICE_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      assertOfficeTemplates(viewer)
      const input = parseWith(ObjectiveTemplateInput, (await deferredJson(c))())
      await assertReferencesExist(db, { measurement_type_id: [measurementTypes, input.measurement_type_id] })
      const [row] = await db.insert(objectiveTemplates).values({ ...input, created_by: viewer.userId }).returning(objectiveColumns)
      return c.json(row, 201)
    })
    .put('/objective-templates/:id', OFFICE_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      const current = await objectiveTemplate(pathId(c, 'id'))
      assertOfficeTemplates(viewer)
      const input = parseWith(ObjectiveTemplateInput, body())
      await assertReferencesExist(db, { measurement_type_id: [measurementTypes, input.measurement_type_id] })
      const [row] = await db.update(objectiveTemplates).set(input).where(eq(objectiveTemplates.id, current.id)).returning(objectiveColumns)
      return c.json(row)
    })
    .delete('/objective-templates/:id', OFFICE_TEMPLATES, async (c) => {
      const viewer = await viewerOf(c)
      const current = await objectiveTemplate(pathId(c, 'id'))
      assertOfficeTemplates(viewer)
      await db.delete(objectiveTemplates).where(eq(objectiveTemplates.id, current.id))
      return c.body(null, 204)
    })
}
