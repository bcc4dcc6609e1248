import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { EvaluationCreateInput, EvaluationDeleteInput, EvaluationListQuery, EvaluationPutInput } from '../../src/domain/evaluations/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { evaluations } from '../db/schema'
import { readJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { staleVersion } from '../http/references'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { assertCanWriteReferralDocument, referralForDocument } from '../service-forms/access'
import {
  checkServiceRows,
  createEvaluation,
  evaluationAnswer,
  evaluationServiceList,
  evaluationTypeList,
  listEvaluations,
  replaceEvaluation,
  visibleEvaluation,
} from './service'
import { access } from '../permissions/access'

/** Path ids are digits only, so /evaluations/services never reaches /evaluations/:id. */
const ID = '{[0-9]+}'

/** Staff read with referrals.read and change with referrals.write, for the referral's customer; a provider her own referrals' (a supervisor reads her supervisees'). */
const READ = access({ permission: 'referrals.read', customers: true, providers: 'supervised' })
const WRITE = access({ permission: 'referrals.write', customers: true, providers: 'own' })
/** Lookups of the form (no record of anyone). */
const LOOKUP = access({ permission: 'referrals.read', providers: 'own' })

/**
 * Evaluations (spec §7 "Evaluations"): the evaluation services (type_id 2) and types, the list
 * (the list convention, filtered by referral, student or provider), and one evaluation's CRUD.
 * Mounted behind the `evaluations` module and `referrals.read` (providers pass, held to their
 * own referrals). House order: visibility 404, may change 403, body 400/415/422, version 409.
 */
export function evaluationRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  return new Hono<AppEnv>()
    .get('/services', LOOKUP, async (c) => c.json(await evaluationServiceList(db)))
    .get('/types', LOOKUP, async (c) => c.json(await evaluationTypeList(db)))
    .get('/', READ, async (c) => c.json(await listEvaluations(db, await viewerOf(c), queryWith(c, EvaluationListQuery))))
    .post('/', WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const input = parseWith(EvaluationCreateInput, await readJson(c))
      const id = await db.transaction(async (tx) => {
        const referral = await referralForDocument(tx, viewer, input.referral_id)
        assertCanWriteReferralDocument(viewer, referral)
        await checkServiceRows(tx, input.services)
        return createEvaluation(tx, input, referral, viewer.userId, deps.now())
      })
      return c.json(await evaluationAnswer(db, await visibleEvaluation(db, viewer, id)), 201)
    })
    .get(`/:id${ID}`, READ, async (c) => {
      const viewer = await viewerOf(c)
      return c.json(await evaluationAnswer(db, await visibleEvaluation(db, viewer, pathId(c, 'id'))))
    })
    .put(`/:id${ID}`, WRITE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      await db.transaction(async (tx) => {
        const current = await visibleEvaluation(tx, viewer, id, true)
        assertCanWriteReferralDocument(viewer, { provider_id: current.referral_provider_id, customer_id: current.referral_customer_id })
        const input = parseWith(EvaluationPutInput, body())
        await checkServiceRows(tx, input.services)
        await replaceEvaluation(tx, current, input, viewer.userId, deps.now())
      })
      return c.json(await evaluationAnswer(db, await visibleEvaluation(db, viewer, id)))
    })
    .delete(`/:id${ID}`, WRITE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      await db.transaction(async (tx) => {
        const current = await visibleEvaluation(tx, viewer, id, true)
        assertCanWriteReferralDocument(viewer, { provider_id: current.referral_provider_id, customer_id: current.referral_customer_id })
        const { hash } = parseWith(EvaluationDeleteInput, body())
        if (hash !== current.hash) throw staleVersion(await evaluationAnswer(tx, current))
        await tx.delete(evaluations).where(eq(evaluations.id, id))
      })
      return c.body(null, 204)
    })
}
