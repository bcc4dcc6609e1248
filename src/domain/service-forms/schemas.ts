import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { Id, IdText, IsoDate } from '../schemas/common'
import { multiLine, OptionalText, RequiredText, VersionHash } from '../schemas/text'
import { SIGNATURE_MAX_DATA_URL } from '../signatures/schemas'

/**
 * Service forms (spec §3 "Service form", §7 "Service forms" and the public calls): one schema per
 * body, shared by the office form, the guest page and the server.
 * draft: written, no link yet; sent: a link was issued and the guest has not signed; signed: the
 * guest signed — from then on the form is not changed.
 */
export const SERVICE_FORM_STATUSES = ['draft', 'sent', 'signed'] as const
export type ServiceFormStatus = (typeof SERVICE_FORM_STATUSES)[number]

export const SERVICE_FORM_SORTS = ['form_date', 'status', 'id'] as const

const Details = v.pipe(v.optional(v.string(), ''), multiLine(), v.trim(), v.maxLength(4000, 'too_long'))

const fields = {
  type_id: Id,
  form_date: IsoDate,
  signer_hint: OptionalText(120),
  details: Details,
}

export const ServiceFormCreateInput = v.strictObject({ referral_id: Id, ...fields })
export type ServiceFormCreateInput = v.InferOutput<typeof ServiceFormCreateInput>

export const ServiceFormPutInput = v.strictObject({ ...fields, hash: VersionHash })
export type ServiceFormPutInput = v.InferOutput<typeof ServiceFormPutInput>

export const ServiceFormDeleteInput = v.strictObject({ hash: VersionHash })

export const ServiceFormListQuery = v.object({
  ...listParams(SERVICE_FORM_SORTS, '-form_date').entries,
  referral_id: v.optional(IdText),
  student_id: v.optional(IdText),
  type_id: v.optional(IdText),
  status: v.optional(v.picklist(SERVICE_FORM_STATUSES, 'invalid_option')),
})

/** GET /download-pdf/service-forms/{id}?document=: the form with its certificate page (default), or either alone. */
export const SERVICE_FORM_DOCUMENTS = ['complete', 'form', 'certificate'] as const
export const ServiceFormPdfQuery = v.object({ document: v.optional(v.picklist(SERVICE_FORM_DOCUMENTS, 'invalid_option'), 'complete') })

const DATA_URL = /^data:(image\/png|image\/svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/

/** PATCH /public/service-forms/{uuid}: the guest signs what she read (its `hash`). */
export const GuestServiceFormSignInput = v.strictObject({
  hash: VersionHash,
  signer_name: RequiredText(120),
  signer_relationship: RequiredText(80),
  accepted: v.literal(true, 'required'),
  signature: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(SIGNATURE_MAX_DATA_URL, 'too_large'), v.regex(DATA_URL, 'invalid_signature_image')),
})
export type GuestServiceFormSignInput = v.InferOutput<typeof GuestServiceFormSignInput>

export interface ServiceFormType {
  id: number
  code: string
  name: string
  statement: string
}

export interface ServiceFormGuestLink {
  id: number
  uuid: string
  url_path: string
  expires_at: string
  revoked_at: string | null
  created_at: string
  /** live, expired or revoked at the time of the answer. */
  state: 'live' | 'expired' | 'revoked'
}

export interface ServiceFormSignatureSummary {
  signer_name: string
  signer_relationship: string
  signed_at: string
  content_hash: string
}

export interface ServiceForm {
  id: number
  uuid: string
  type_id: number
  type_name: string
  referral_id: number
  referral_number: string
  student_id: number
  student_name: string
  service_name: string
  provider_id: number | null
  form_date: string
  signer_hint: string | null
  details: string
  status: ServiceFormStatus
  hash: string
  guest_link: ServiceFormGuestLink | null
  signature: ServiceFormSignatureSummary | null
  created_at: string
  updated_at: string
}

/** What a guest link opens: the form in words, no ids of the student, referral or users. */
export interface GuestServiceFormAnswer {
  link: { expires_at: string }
  form: {
    uuid: string
    type_name: string
    statement: string
    student_name: string
    service_name: string
    provider_name: string
    form_date: string
    signer_hint: string | null
    details: string
    status: ServiceFormStatus
    hash: string
    signature: { signer_name: string; signer_relationship: string; signed_at: string } | null
  }
}
