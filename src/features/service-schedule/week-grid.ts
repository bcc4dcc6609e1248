import type { ProviderScheduleSlot } from '../../domain/referrals/types'
import type { TimeSlot } from './api/provider-week'

/** One row of a provider's week: a time slot of the day (or "other times") and what each day holds in it. */
export interface WeekRow {
  slot: TimeSlot | null
  byDay: Map<number, ProviderScheduleSlot[]>
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/**
 * Lays a provider's referral schedules over the day's time slots: a schedule sits in the slot it
 * names, or else in the slot its start time falls in; one that fits none goes to a last row
 * (slot null). Every slot gets a row, so a free slot shows as free.
 */
export function weekGrid(slots: readonly TimeSlot[], schedules: readonly ProviderScheduleSlot[]): WeekRow[] {
  const rows: WeekRow[] = slots.map((slot) => ({ slot, byDay: new Map() }))
  const other: WeekRow = { slot: null, byDay: new Map() }
  for (const schedule of [...schedules].sort((a, b) => a.start_time.localeCompare(b.start_time))) {
    const start = minutesOf(schedule.start_time)
    const row =
      rows.find((candidate) => candidate.slot!.id === schedule.time_slot_id) ??
      rows.find((candidate) => minutesOf(candidate.slot!.start_time) <= start && start < minutesOf(candidate.slot!.end_time)) ??
      other
    const day = row.byDay.get(schedule.day_of_week_id) ?? []
    day.push(schedule)
    row.byDay.set(schedule.day_of_week_id, day)
  }
  return other.byDay.size > 0 ? [...rows, other] : rows
}
