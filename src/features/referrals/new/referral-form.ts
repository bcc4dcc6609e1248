import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import { displayDateToIso, isoToDisplayDate } from '../../../domain/formats/formats'
import { ReferralCreateInput } from '../../../domain/referrals/schemas'

/**
 * The new-referral form (POST /referrals). The form holds what the person types (dates as
 * MM/dd/yyyy, numbers as text); on submit the shared schema — the one the server runs — checks
 * it and makes the body, so the form and the server never disagree on what is valid.
 */
export interface NewReferralValues {
  number: string
  service_id: number | undefined
  referral_type_id: number | null
  provider_specialty_id: number | null
  location_id: number | undefined
  academic_year_id: number | undefined
  status_id: number | undefined
  start_date: string
  end_date: string
  weekly_frequency: string
  session_minutes: string
  notes: string
}

export const newReferralValues = (defaults: { locationId: number | null; academicYearId: number | undefined; statusId: number | undefined; today: string }): NewReferralValues => ({
  number: '',
  service_id: undefined,
  referral_type_id: null,
  provider_specialty_id: null,
  location_id: defaults.locationId ?? undefined,
  academic_year_id: defaults.academicYearId,
  status_id: defaults.statusId,
  start_date: isoToDisplayDate(defaults.today),
  end_date: '',
  weekly_frequency: '',
  session_minutes: '',
  notes: '',
})

// A typed date that does not exist stays as typed, so the schema's own check names it.
const isoOrTyped = (display: string) => displayDateToIso(display) ?? display
// An empty number field is "missing" (required), a word is not a number (invalid_number).
const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))

/** The body the form sends, before the schema checks it. */
export function referralBody(studentId: number, values: NewReferralValues): Record<string, unknown> {
  return {
    ...values,
    student_id: studentId,
    start_date: isoOrTyped(values.start_date),
    end_date: values.end_date.trim() ? isoOrTyped(values.end_date) : null,
    weekly_frequency: numberOrMissing(values.weekly_frequency),
    session_minutes: numberOrMissing(values.session_minutes),
  }
}

export function newReferralResolver(studentId: number): Resolver<NewReferralValues, unknown, ReferralCreateInput> {
  const resolve = valibotResolver(ReferralCreateInput) as unknown as Resolver<Record<string, unknown>, unknown, ReferralCreateInput>
  return (values, context, options) =>
    resolve(referralBody(studentId, values), context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<Resolver<NewReferralValues, unknown, ReferralCreateInput>>
}
