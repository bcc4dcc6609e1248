import { TIME_WINDOW } from '../constants'

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value)
}

/** Spec §2/§5: sessions are recorded between 06:00 and 20:00 inclusive. */
export function inTimeWindow(time: string): boolean {
  return isTime(time) && time >= TIME_WINDOW.start && time <= TIME_WINDOW.end
}

/** Every quarter hour of the time window, for the time picker (06:00 … 20:00). */
export function timeChoices(stepMinutes = 15): string[] {
  const choices: string[] = []
  const [startHour, startMinute] = TIME_WINDOW.start.split(':').map(Number) as [number, number]
  const [endHour, endMinute] = TIME_WINDOW.end.split(':').map(Number) as [number, number]
  for (let minutes = startHour * 60 + startMinute; minutes <= endHour * 60 + endMinute; minutes += stepMinutes) {
    choices.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`)
  }
  return choices
}

/** A student appears at most once in a session. */
export function hasUniqueReferrals(visits: ReadonlyArray<{ referral_id: number }>): boolean {
  return new Set(visits.map((visit) => visit.referral_id)).size === visits.length
}
