import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { listParams } from '../../src/domain/lists/list-params'
import { QueryDbId } from '../../src/domain/schemas/bounded'
import { ObjectiveInput, SkillCreateInput, SkillUpdateInput, type FrequencyItem, type Objective, type Skill } from '../../src/domain/services/schemas'
import type { NamedItem } from '../../src/domain/reference'
import type { AppDeps, AppEnv } from '../app-env'
import type { Executor } from '../db/client'
import { dischargeReasons, measurementTypes, objectives, serviceFrequencies, services, skills } from '../db/schema'
import { notFound } from '../http/errors'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import { pathId } from '../core/path-id'
import { assertReferencesExist } from '../http/references'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { access } from '../permissions/access'

const ObjectivesQuery = v.object({ ...listParams(['name', 'id'], 'name').entries, service_id: v.optional(QueryDbId) })

const objectiveColumns = {
  id: objectives.id,
  name: objectives.name,
  description: objectives.description,
  interventionPlanMeasurementTypeId: objectives.measurement_type_id,
  service_id: objectives.service_id,
}

async function oneOf<T>(rows: Promise<T[]>, message: string): Promise<T> {
  const [row] = await rows
  if (!row) throw notFound(message)
  return row
}

const skillById = (db: Executor, id: number) => oneOf<Skill>(db.select().from(skills).where(eq(skills.id, id)), 'La destreza no existe.')
const objectiveById = (db: Executor, id: number) =>
  oneOf<Objective>(db.select(objectiveColumns).from(objectives).where(eq(objectives.id, id)), 'El objetivo no existe.')

/** The catalogues: every account reads them (session and plan forms); the office maintains them. */
const REFERENCE = access({ signedIn: 'reference data' })
const MANAGE = access({ permission: 'services.manage' })

/**
 * The service catalogues of spec §7 "Services": lookups (frequencies, discharge reasons) read by
 * anyone signed in, and skills and objectives the office maintains with `services.manage`.
 * A change answers in the house order: missing 404, not permitted 403, then the body (422).
 */
export function serviceCatalogueRoutes(deps: AppDeps) {
  const { db } = deps
  /** The caller may manage the catalogues, and the body is read (judged later by the handler). */
  async function managing(c: Context<AppEnv>) {
    const body = await deferredJson(c)
    assertStaffPermission(await loadOfficeViewer(db, c.var.auth), 'services.manage')
    return body
  }

  return new Hono<AppEnv>()
    .get('/frequencies', REFERENCE, async (c) => {
      const rows: FrequencyItem[] = await db
        .select({ id: serviceFrequencies.id, name: serviceFrequencies.name, per_week: serviceFrequencies.per_week })
        .from(serviceFrequencies)
        .orderBy(asc(serviceFrequencies.sort_index))
      return c.json(rows)
    })
    .get('/discharge-reasons', REFERENCE, async (c) => {
      const rows: NamedItem[] = await db
        .select({ id: dischargeReasons.id, name: dischargeReasons.name })
        .from(dischargeReasons)
        .orderBy(asc(dischargeReasons.sort_index), asc(dischargeReasons.id))
      return c.json(rows)
    })
    .get('/:service_id{[0-9]+}/skills', REFERENCE, async (c) => {
      const serviceId = pathId(c, 'service_id')
      await oneOf(db.select({ id: services.id }).from(services).where(eq(services.id, serviceId)), 'El servicio no existe.')
      return c.json(await db.select().from(skills).where(eq(skills.service_id, serviceId)).orderBy(asc(skills.name), asc(skills.id)))
    })
    .post('/skills', MANAGE, async (c) => {
      const input = parseWith(SkillCreateInput, (await managing(c))())
      await assertReferencesExist(db, { service_id: [services, input.service_id] })
      const [row] = await db.insert(skills).values(input).returning()
      return c.json(row, 201)
    })
    .put('/skills/:id', MANAGE, async (c) => {
      const id = pathId(c, 'id')
      await skillById(db, id)
      const input = parseWith(SkillUpdateInput, (await managing(c))())
      const [row] = await db.update(skills).set(input).where(eq(skills.id, id)).returning()
      return c.json(row)
    })
    .delete('/skills/:id', MANAGE, async (c) => {
      const id = pathId(c, 'id')
      await skillById(db, id)
      await managing(c)
      await db.delete(skills).where(eq(skills.id, id))
      return c.body(null, 204)
    })
    .get('/objectives', REFERENCE, async (c) => {
      const query = queryWith(c, ObjectivesQuery)
      const where = and(
        query.q ? ilike(objectives.name, likePattern(query.q)) : undefined,
        // An objective of no service is shared by all, so it shows under every service.
        query.service_id ? or(eq(objectives.service_id, query.service_id), isNull(objectives.service_id)) : undefined,
      )
      const { limit, offset } = limitOffset(query)
      const items = db
        .select(objectiveColumns)
        .from(objectives)
        .where(where)
        .orderBy(...orderOf(query.sort, { name: objectives.name, id: objectives.id }, [objectives.id]))
        .limit(limit)
        .offset(offset)
      return c.json(await pageOf(items, db.select({ total: countAll }).from(objectives).where(where)))
    })
    .post('/objectives', MANAGE, async (c) => {
      const input = parseWith(ObjectiveInput, (await managing(c))())
      const id = await saveObjective(db, input)
      return c.json(await objectiveById(db, id), 201)
    })
    .put('/objectives/:id', MANAGE, async (c) => {
      const id = pathId(c, 'id')
      await objectiveById(db, id)
      const input = parseWith(ObjectiveInput, (await managing(c))())
      await saveObjective(db, input, id)
      return c.json(await objectiveById(db, id))
    })
    .delete('/objectives/:id', MANAGE, async (c) => {
      const id = pathId(c, 'id')
      await objectiveById(db, id)
      await managing(c)
      await db.delete(objectives).where(eq(objectives.id, id))
      return c.body(null, 204)
    })
}

async function saveObjective(db: Executor, input: ObjectiveInput, id?: number): Promise<number> {
  await assertReferencesExist(db, { interventionPlanMeasurementTypeId: [measurementTypes, input.interventionPlanMeasurementTypeId], service_id: [services, input.service_id] })
  const { interventionPlanMeasurementTypeId, ...fields } = input
  const values = { ...fields, measurement_type_id: interventionPlanMeasurementTypeId }
  const [row] =
    id === undefined
      ? await db.insert(objectives).values(values).returning({ id: objectives.id })
      : await db.update(objectives).set(values).where(eq(objectives.id, id)).returning({ id: objectives.id })
  return row!.id
}
