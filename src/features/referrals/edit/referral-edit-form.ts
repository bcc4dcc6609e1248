import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import { displayDateToIso, isoToDisplayDate } from '../../../domain/formats/formats'
import { ReferralUpdateInput } from '../../../domain/referrals/schemas'
import type { ReferralDetail } from '../../../domain/referrals/types'

/**
 * The referral edit form (PATCH /referrals/{id}). Like the new-referral form it holds what the
 * person types (dates as MM/dd/yyyy, numbers as text) and lets the shared schema — the server's —
 * check it and make the body. The number, student, service and year are not editable: a referral
 * for another service is another referral.
 */
export interface EditReferralValues {
  referral_type_id: number | null
  provider_specialty_id: number | null
  location_id: number | undefined
  status_id: number | undefined
  start_date: string
  end_date: string
  weekly_frequency: string
  session_minutes: string
  notes: string
}

export const editReferralValues = (referral: ReferralDetail): EditReferralValues => ({
  referral_type_id: referral.referral_type_id,
  provider_specialty_id: referral.provider_specialty_id,
  location_id: referral.location_id,
  status_id: referral.status_id,
  start_date: isoToDisplayDate(referral.start_date),
  end_date: referral.end_date ? isoToDisplayDate(referral.end_date) : '',
  weekly_frequency: String(referral.weekly_frequency),
  session_minutes: String(referral.session_minutes),
  notes: referral.notes ?? '',
})

// A typed date that does not exist stays as typed, so the schema's own check names it.
const isoOrTyped = (display: string) => displayDateToIso(display) ?? display
// An empty number field is "missing" (required), a word is not a number (invalid_number).
const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))

/** The body the form sends, before the schema checks it: every editable field, with the version read. */
export function editReferralBody(hash: string, values: EditReferralValues): Record<string, unknown> {
  return {
    ...values,
    hash,
    start_date: isoOrTyped(values.start_date),
    end_date: values.end_date.trim() ? isoOrTyped(values.end_date) : null,
    weekly_frequency: numberOrMissing(values.weekly_frequency),
    session_minutes: numberOrMissing(values.session_minutes),
  }
}

/** `hash` is the version the save is based on: the one read, or the server's after a conflict. */
export function editReferralResolver(hash: string): Resolver<EditReferralValues, unknown, ReferralUpdateInput> {
  const resolve = valibotResolver(ReferralUpdateInput) as unknown as Resolver<Record<string, unknown>, unknown, ReferralUpdateInput>
  return (values, context, options) =>
    resolve(editReferralBody(hash, values), context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<Resolver<EditReferralValues, unknown, ReferralUpdateInput>>
}
