import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReferralEventInput } from '../../../domain/referrals/schemas'
import type { ReferralEvent } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { referralEventsQuery } from './get-referral'

/** GET referrals/events/{id} (spec §7): one event of a referral the caller may read. */
export const referralEventQuery = (id: number) => queryOptions({ queryKey: ['referrals', 'event', id], queryFn: () => apiJson<ReferralEvent>(`/referrals/events/${id}`) })
export const useReferralEvent = (id: number | undefined) => useQuery({ ...referralEventQuery(id ?? 0), enabled: Boolean(id) })

/**
 * The event writes of spec §4 "Referral events": record (POST), cancel (PATCH …/cancel with
 * `hash` and a comment), delete (DELETE with the `hash` it was read at). After any answer, a 409
 * too, the referral's events and the event are fetched again, so the screen shows the server's.
 */
export type EventChange =
  | { kind: 'record'; input: ReferralEventInput }
  | { kind: 'cancel'; eventId: number; hash: string; comment: string | null }
  | { kind: 'delete'; eventId: number; hash: string }

export function saveEvent(referralId: number, change: EventChange): Promise<ReferralEvent | null> {
  const base = `/referrals/${referralId}/events`
  switch (change.kind) {
    case 'record':
      return apiJson<ReferralEvent>(base, { method: 'POST', body: change.input })
    case 'cancel':
      return apiJson<ReferralEvent>(`${base}/${change.eventId}/cancel`, { method: 'PATCH', body: { hash: change.hash, comment: change.comment } })
    case 'delete':
      return apiJson<null>(`${base}/${change.eventId}`, { method: 'DELETE', body: { hash: change.hash } })
  }
}

export function useSaveEvent(referralId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: EventChange) => saveEvent(referralId, change),
    onSettled: (_saved, _error, change) => {
      void queryClient.invalidateQueries({ queryKey: referralEventsQuery(referralId).queryKey })
      if (change.kind !== 'record') void queryClient.invalidateQueries({ queryKey: referralEventQuery(change.eventId).queryKey })
    },
  })
}
