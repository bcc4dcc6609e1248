import { describe, expect, it } from 'vitest'
import type { ProviderScheduleSlot } from '../../domain/referrals/types'
import { weekGrid } from './week-grid'

const slots = [
  { id: 1, name: 'Primer periodo', start_time: '08:00:00', end_time: '08:50:00' },
  { id: 2, name: 'Segundo periodo', start_time: '09:00:00', end_time: '09:50:00' },
]
const schedule = (id: number, day: number, start: string, time_slot_id: number | null = null): ProviderScheduleSlot => ({
  id,
  referral_id: id,
  day_of_week_id: day,
  day_of_week_name: '',
  time_slot_id,
  start_time: start,
  end_time: start,
  location_id: null,
  hash: 'h',
  referral_number: `2026-01-00000${id}`,
  student_id: id,
  student_name: `Estudiante ${id}`,
  service_id: 1,
  service_name: 'Terapia',
})

describe('weekGrid', () => {
  it('places a schedule in the slot it names, else in the slot its start falls in, else in a last row', () => {
    const rows = weekGrid(slots, [schedule(1, 1, '15:00:00', 2), schedule(2, 1, '08:30:00'), schedule(3, 3, '12:00:00'), schedule(4, 1, '08:10:00')])
    expect(rows.map((row) => row.slot?.id ?? null)).toEqual([1, 2, null])
    expect(rows[0]!.byDay.get(1)!.map((s) => s.id)).toEqual([4, 2])
    expect(rows[1]!.byDay.get(1)!.map((s) => s.id)).toEqual([1])
    expect(rows[2]!.byDay.get(3)!.map((s) => s.id)).toEqual([3])
  })

  it('keeps every slot as a row, so free slots show, and no last row when everything fits', () => {
    const rows = weekGrid(slots, [])
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.byDay.size === 0)).toBe(true)
  })
})
