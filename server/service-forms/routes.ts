import { and, desc, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ServiceFormCreateInput, ServiceFormDeleteInput, ServiceFormListQuery, ServiceFormPutInput } from '../../src/domain/service-forms/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import type { Transaction } from '../db/client'
import { serviceFormGuestLinks, serviceForms } from '../db/schema'
import { notFound } from '../http/errors'
import { readJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { staleVersion } from '../http/references'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer, type OfficeViewer } from '../permissions/viewer'
import { assertCanWriteReferralDocument, referralForDocument } from './access'
import { issueFormLink } from './guest-links'
import {
  assertTypeExists,
  assertUnsigned,
  createServiceForm,
  linkAnswer,
  listServiceForms,
  listTypes,
  replaceServiceForm,
  serviceFormAnswer,
  visibleServiceForm,
  type FormRow,
} from './service'
import { access } from '../permissions/access'

/** Path ids are digits only, so /service-forms/types never reaches /service-forms/:id. */
const ID = '{[0-9]+}'

/** Staff read with referrals.read and change with referrals.write, for the referral's customer; a provider her own referrals' (a supervisor reads her supervisees'). */
const READ = access({ permission: 'referrals.read', customers: true, providers: 'supervised' })
const WRITE = access({ permission: 'referrals.write', customers: true, providers: 'own' })
/** Lookups of the form (no record of anyone). */
const LOOKUP = access({ permission: 'referrals.read', providers: 'own' })

/**
 * Service forms (spec §7 "Service forms"): the types, the list (the list convention, filtered by
 * referral, student, type or status), one form's CRUD, and its guest links (issue — which revokes
 * the live one —, list, revoke). Mounted behind the `referrals` module and `referrals.read`
 * (providers pass, held to their own referrals). House order: visibility 404, may change 403,
 * body 400/415/422, version 409, state 409.
 */
export function serviceFormRoutes(deps: AppDeps) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  /** Runs a change on a visible form, locked, after checking the viewer may change it. */
  async function changing<T>(viewer: OfficeViewer, id: number, run: (tx: Transaction, current: FormRow, now: Date) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const current = await visibleServiceForm(tx, viewer, id, true)
      assertCanWriteReferralDocument(viewer, { provider_id: current.provider_id, customer_id: current.customer_id })
      return run(tx, current, deps.now())
    })
  }

  return new Hono<AppEnv>()
    .get('/types', LOOKUP, async (c) => c.json(await listTypes(db)))
    .get('/', READ, async (c) => c.json(await listServiceForms(db, await viewerOf(c), queryWith(c, ServiceFormListQuery), deps.now())))
    .post('/', WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const input = parseWith(ServiceFormCreateInput, await readJson(c))
      const id = await db.transaction(async (tx) => {
        const referral = await referralForDocument(tx, viewer, input.referral_id)
        assertCanWriteReferralDocument(viewer, referral)
        await assertTypeExists(tx, input.type_id)
        return createServiceForm(tx, input, viewer.userId, deps.now())
      })
      return c.json(await serviceFormAnswer(db, await visibleServiceForm(db, viewer, id), deps.now()), 201)
    })
    .get(`/:id${ID}`, READ, async (c) => {
      const viewer = await viewerOf(c)
      return c.json(await serviceFormAnswer(db, await visibleServiceForm(db, viewer, pathId(c, 'id')), deps.now()))
    })
    .put(`/:id${ID}`, WRITE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      await changing(viewer, id, async (tx, current, now) => {
        const input = parseWith(ServiceFormPutInput, body())
        await assertTypeExists(tx, input.type_id)
        await replaceServiceForm(tx, current, input, viewer.userId, now)
      })
      return c.json(await serviceFormAnswer(db, await visibleServiceForm(db, viewer, id), deps.now()))
    })
    .delete(`/:id${ID}`, WRITE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      await changing(viewer, id, async (tx, current, now) => {
        const { hash } = parseWith(ServiceFormDeleteInput, body())
        if (hash !== current.hash) throw staleVersion(await serviceFormAnswer(tx, current, now))
        assertUnsigned(current)
        await tx.delete(serviceForms).where(eq(serviceForms.id, id))
      })
      return c.body(null, 204)
    })
    // The live link's uuid signs as the guardian: only who may send the form sees it (as the plans' links).
    .get(`/:id${ID}/guest-links`, WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const form = await visibleServiceForm(db, viewer, pathId(c, 'id'))
      assertCanWriteReferralDocument(viewer, { provider_id: form.provider_id, customer_id: form.customer_id })
      const links = await db.select().from(serviceFormGuestLinks).where(eq(serviceFormGuestLinks.form_id, form.id)).orderBy(desc(serviceFormGuestLinks.id))
      const now = deps.now()
      return c.json(links.map((link) => linkAnswer(link, now)))
    })
    // Issues a link (a new one revokes the live one); the form is then waiting for the guest.
    .post(`/:id${ID}/guest-links`, WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const link = await changing(viewer, pathId(c, 'id'), async (tx, current, now) => {
        assertUnsigned(current)
        const row = await issueFormLink(tx, current.id, viewer.userId, now, deps.config.planGuestLinkDays)
        await tx.update(serviceForms).set({ status: 'sent', updated_at: now }).where(eq(serviceForms.id, current.id))
        return linkAnswer(row, now)
      })
      return c.json(link, 201)
    })
    .patch(`/:id${ID}/guest-links/:link_id${ID}/revoke`, WRITE, async (c) => {
      const viewer = await viewerOf(c)
      const linkId = pathId(c, 'link_id')
      const link = await changing(viewer, pathId(c, 'id'), async (tx, current, now) => {
        const [row] = await tx
          .update(serviceFormGuestLinks)
          .set({ revoked_at: now })
          .where(and(eq(serviceFormGuestLinks.id, linkId), eq(serviceFormGuestLinks.form_id, current.id), isNull(serviceFormGuestLinks.revoked_at)))
          .returning()
        if (row) return linkAnswer(row, now)
        // Already revoked answers as it is; another form's link is as unknown as a missing one.
        const [existing] = await tx.select().from(serviceFormGuestLinks).where(and(eq(serviceFormGuestLinks.id, linkId), eq(serviceFormGuestLinks.form_id, current.id)))
        if (!existing) throw notFound('El enlace no existe.')
        return linkAnswer(existing, now)
      })
      return c.json(link)
    })
}
