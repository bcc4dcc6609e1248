import { Hono, type Context } from 'hono'
import { FormCreateInput, FormPutInput } from '../../src/domain/forms/fields'
import type { AppDeps, AppEnv } from '../app-env'
import { pathId } from '../core/path-id'
import { deferredJson, parseWith } from '../http/validate'
import { readJson } from '../http/json-body'
import { loadOfficeViewer } from '../permissions/viewer'
import { assertCanWriteForm } from './access'
import { checkValues, createForm, formAnswer, listTemplates, referralForForm, replaceValues, templateForCreate, templateOf, visibleForm } from './service'
import { access } from '../permissions/access'

/** Path ids are digits only, so /forms/templates never reaches /forms/:id. */
const ID = '{[0-9]+}'

/**
 * Forms (spec §7 "Forms"): the templates, and a form's GET and PUT; POST creates one (a form
 * must exist before a discussion period can attach it by `form_id`). Mounted behind the
 * `intervention-plans` module and `plans.read` (providers pass, held to their own referrals).
 * House order: visibility 404, may change 403, body 400/415/422, version 409.
 */
export function formRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  return new Hono<AppEnv>()
    .get('/templates', access({ permission: 'plans.read', providers: 'own' }), async (c) => c.json(await listTemplates(db)))
    .post('/', access({ permission: 'plans.write', customers: true, providers: 'own' }), async (c) => {
      const viewer = await viewerOf(c)
      const input = parseWith(FormCreateInput, await readJson(c))
      const id = await db.transaction(async (tx) => {
        const referral = await referralForForm(tx, viewer, input.referral_id)
        assertCanWriteForm(viewer, referral)
        const template = await templateForCreate(tx, input.template_id)
        const values = checkValues(template, input.values)
        return createForm(tx, { template_id: template.id, referral_id: referral.id, values }, viewer.userId, deps.now())
      })
      return c.json(formAnswer(await visibleForm(db, viewer, id)), 201)
    })
    .get(`/:id${ID}`, access({ permission: 'plans.read', customers: true, providers: 'supervised' }), async (c) => c.json(formAnswer(await visibleForm(db, await viewerOf(c), pathId(c, 'id')))))
    .put(`/:id${ID}`, access({ permission: 'plans.write', customers: true, providers: 'own' }), async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      await db.transaction(async (tx) => {
        const current = await visibleForm(tx, viewer, id, true)
        assertCanWriteForm(viewer, { provider_id: current.referral_provider_id, customer_id: current.referral_customer_id })
        const input = parseWith(FormPutInput, body())
        const template = await templateOf(tx, current.template_id)
        await replaceValues(tx, current, checkValues(template, input.values), input.hash, viewer.userId, deps.now())
      })
      return c.json(formAnswer(await visibleForm(db, viewer, id)))
    })
}
