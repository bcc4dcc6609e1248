import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProviderScheduleSlot } from '../../../domain/referrals/types'
import { apiJson } from '../../../sync/api-client'

export interface TimeSlot {
  id: number
  name: string
  start_time: string
  end_time: string
}

export interface DayOfWeek {
  id: number
  name: string
}

/** GET /referrals/schedules?provider_id=…: every weekly slot of the provider's open referrals. */
export const providerWeekQuery = (providerId: number) =>
  queryOptions({ queryKey: ['referrals', 'provider-week', providerId], queryFn: () => apiJson<ProviderScheduleSlot[]>(`/referrals/schedules?provider_id=${providerId}`) })
export const useProviderWeek = (providerId: number) => useQuery(providerWeekQuery(providerId))

// Reference lists that change rarely: kept for the whole visit to the office console.
/** GET /service-time-slots: the day's time slots (spec §7 Reference data). */
export const useTimeSlots = () => useQuery({ queryKey: ['reference', 'service-time-slots'], queryFn: () => apiJson<TimeSlot[]>('/service-time-slots'), staleTime: Infinity })
/** GET /public/days-of-week, in the order of the week (Monday first, spec §9). */
export const useDaysOfWeek = () =>
  useQuery({ queryKey: ['reference', 'days-of-week'], queryFn: () => apiJson<DayOfWeek[]>('/public/days-of-week', { authenticated: false }), staleTime: Infinity })

/** GET /referrals/schedules?provider_id=…&day_of_week_id=…: the provider's slots on one weekday. */
export const providerDayQuery = (providerId: number, dayId: number) =>
  queryOptions({
    queryKey: ['referrals', 'provider-week', providerId, 'day', dayId],
    queryFn: () => apiJson<ProviderScheduleSlot[]>(`/referrals/schedules?provider_id=${providerId}&day_of_week_id=${dayId}`),
  })
export const useProviderDay = (providerId: number, dayId: number) => useQuery(providerDayQuery(providerId, dayId))
