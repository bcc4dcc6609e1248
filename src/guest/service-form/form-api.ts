import type { GuestServiceFormAnswer } from '../../domain/service-forms/schemas'
import { guestRequest } from '../api'

/** The two public service-form calls (spec §7), each answering the form as the guest sees it now. */

export const getGuestServiceForm = (uuid: string) => guestRequest<GuestServiceFormAnswer>(`/service-forms/${uuid}`)

export interface SignatureFields {
  signer_name: string
  signer_relationship: string
  signature: string
}

/** Her signature on the version she read (`hash`). */
export const signServiceForm = (uuid: string, hash: string, fields: SignatureFields) =>
  guestRequest<GuestServiceFormAnswer>(`/service-forms/${uuid}`, { method: 'PATCH', body: { ...fields, hash, accepted: true } })
