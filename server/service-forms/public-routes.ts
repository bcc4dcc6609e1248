import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { hasModule } from '../../src/domain/company'
import { GuestServiceFormSignInput, type GuestServiceFormAnswer } from '../../src/domain/service-forms/schemas'
import { splitDataUrl } from '../../src/domain/signatures/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { clientAddress } from '../auth/client-address'
import { countLimitedRequest } from '../auth/rate-limit'
import type { Executor } from '../db/client'
import { serviceForms, serviceFormSignatures } from '../db/schema'
import { conflict, HttpError, invalid } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { staleVersion } from '../http/references'
import { parseWith } from '../http/validate'
import { loadCompany } from '../public/company'
import { isSignatureImage } from '../user-signatures/image-check'
import { openFormLink, type ServiceFormLinkRow } from './guest-links'
import { linkedServiceForm, providerName, serviceFormContentHash, signatureOf, studentName, type FormRow } from './service'
import { access } from '../permissions/access'

/** A v4-looking uuid in the path; anything else is not a link (404 by the catch-all). */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/**
 * What a service-form guest link opens (spec §7 "GET and PATCH /public/service-forms/{uuid}"): that
 * form only, in Spanish, with just what the guest reads — the type and its declaration, the
 * student's name, the service, the provider, the date and the details — and, once signed, who
 * signed and when. No ids of the student, referral or users.
 */
async function guestView(db: Executor, link: ServiceFormLinkRow, row?: FormRow): Promise<GuestServiceFormAnswer> {
  const form = row ?? (await linkedServiceForm(db, link.form_id))
  const signature = await signatureOf(db, form.id)
  return {
    link: { expires_at: link.expires_at.toISOString() },
    form: {
      uuid: form.uuid,
      type_name: form.type_name,
      statement: form.statement,
      student_name: studentName(form),
      service_name: form.service_name,
      provider_name: providerName(form),
      form_date: form.form_date,
      signer_hint: form.signer_hint,
      details: form.details,
      status: form.status,
      hash: form.hash,
      signature: signature ? { signer_name: signature.signer_name, signer_relationship: signature.signer_relationship, signed_at: signature.signed_at.toISOString() } : null,
    },
  }
}

export function guestServiceFormRoutes(deps: AppDeps) {
  const { db } = deps

  /** Every guest call: the company module, then the per-address limit (guessing links is throttled too). */
  async function admit(c: Context<AppEnv>) {
    if (!hasModule(await loadCompany(db), 'referrals')) throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
    const { perAddress, windowSeconds } = deps.config.planGuestLimits
    await countLimitedRequest(db, `guest-service-form:${clientAddress(c, deps.config.trustedProxyHops)}`, perAddress, windowSeconds, deps.now())
  }

  return new Hono<AppEnv>()
    .get(`/:uuid{${UUID}}`, access({ public: 'a guest link: its uuid is the key, rate-limited and expiring' }), async (c) => {
      await admit(c)
      const link = await openFormLink(db, c.req.param('uuid'), deps.now())
      return c.json(await guestView(db, link))
    })
    // The guest signs what she read: her name, her relationship, the drawn signature and the form's `hash`.
    .patch(`/:uuid{${UUID}}`, access({ public: 'a guest link: its uuid is the key, rate-limited and expiring' }), async (c) => {
      await admit(c)
      const body = await deferredJson(c)
      const answer = await db.transaction(async (tx) => {
        const now = deps.now()
        const link = await openFormLink(tx, c.req.param('uuid'), now)
        const form = await linkedServiceForm(tx, link.form_id, true)
        if (form.status === 'signed') throw conflict('already_signed', 'Este formulario ya está firmado.')
        const input = parseWith(GuestServiceFormSignInput, body())
        if (input.hash !== form.hash) throw staleVersion(await guestView(tx, link, form), 'El formulario cambió mientras lo leía.')
        const image = splitDataUrl(input.signature)!
        const bytes = Buffer.from(image.base64, 'base64')
        if (!isSignatureImage(image.contentType, bytes)) throw invalid({ signature: 'invalid_signature_image' })
        await tx.insert(serviceFormSignatures).values({
          form_id: form.id,
          guest_link_id: link.id,
          signer_name: input.signer_name,
          signer_relationship: input.signer_relationship,
          content_type: image.contentType,
          image_base64: image.base64,
          signed_at: now,
          client_address: clientAddress(c, deps.config.trustedProxyHops),
          content_hash: serviceFormContentHash(form),
        })
        await tx.update(serviceForms).set({ status: 'signed', updated_at: now }).where(eq(serviceForms.id, form.id))
        return guestView(tx, link, { ...form, status: 'signed' })
      })
      return c.json(answer)
    })
}
