import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import { displayDateToIso, isoToDisplayDate } from '../../../domain/formats/formats'
import { ReferralEventInput } from '../../../domain/referrals/schemas'

/** A referral event as the form holds it (date MM/dd/yyyy, time HH:mm or empty). */
export interface EventValues {
  event_type_id: number | undefined
  date: string
  time: string
  notes: string
}

export const eventValues = (today: string): EventValues => ({ event_type_id: undefined, date: isoToDisplayDate(today), time: '', notes: '' })

/** Checked by ReferralEventInput, the schema POST /referrals/{id}/events runs. */
export function eventResolver(): Resolver<EventValues, unknown, ReferralEventInput> {
  const resolve = valibotResolver(ReferralEventInput) as unknown as Resolver<Record<string, unknown>, unknown, ReferralEventInput>
  return (values, context, options) =>
    resolve(
      { ...values, date: displayDateToIso(values.date) ?? values.date, time: values.time.trim() ? values.time.trim() : null },
      context,
      options as unknown as Parameters<typeof resolve>[2],
    ) as ReturnType<Resolver<EventValues, unknown, ReferralEventInput>>
}
