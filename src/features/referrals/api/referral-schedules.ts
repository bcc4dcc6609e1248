import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ScheduleInput, ScheduleUpdateInput } from '../../../domain/referrals/schemas'
import type { ReferralSchedule } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'
import { referralQuery } from './get-referral'

/**
 * A referral's weekly schedule (spec §7 "Schedules"): add (POST), change (PUT with `hash`),
 * remove (DELETE with `{hash}` in the body). A stale hash is 409 with the schedule as it is now.
 */
export type ScheduleChange =
  | { kind: 'add'; input: ScheduleInput }
  | { kind: 'change'; scheduleId: number; input: ScheduleUpdateInput }
  | { kind: 'remove'; scheduleId: number; hash: string }

export function saveSchedule(referralId: number, change: ScheduleChange): Promise<ReferralSchedule | null> {
  const base = `/referrals/${referralId}/schedules`
  switch (change.kind) {
    case 'add':
      return apiJson<ReferralSchedule>(base, { method: 'POST', body: change.input })
    case 'change':
      return apiJson<ReferralSchedule>(`${base}/${change.scheduleId}`, { method: 'PUT', body: change.input })
    case 'remove':
      return apiJson<null>(`${base}/${change.scheduleId}`, { method: 'DELETE', body: { hash: change.hash } })
  }
}

/** After any answer (a 409 too), the referral and every provider's week are fetched again. */
export function useSaveSchedule(referralId: number) {
  const queryClient = useQueryClient()
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: referralQuery(referralId).queryKey })
    void queryClient.invalidateQueries({ queryKey: ['referrals', 'provider-week'] })
  }
  return useMutation({ mutationFn: (change: ScheduleChange) => saveSchedule(referralId, change), onSettled: refresh })
}
