import type { LedgerTotals } from './ledger'

/** Answers of the referral calls (spec §7 "Referrals"), as the server sends them. */

export interface ReferralListItem {
  id: number
  number: string
  student_id: number
  student_name: string
  sie_number: string
  service_id: number
  service_name: string
  status_id: number
  status_name: string
  customer_id: number
  customer_name: string
  region: string
  location_id: number
  location_name: string
  provider_id: number | null
  provider_name: string | null
  start_date: string
  end_date: string | null
  weekly_frequency: number
  session_minutes: number
}

export interface ReferralSchedule {
  id: number
  referral_id: number
  day_of_week_id: number
  day_of_week_name: string
  time_slot_id: number | null
  start_time: string
  end_time: string
  location_id: number | null
  hash: string
}

/** A slot of a provider's week: the schedule with whose referral it is. */
export interface ProviderScheduleSlot extends ReferralSchedule {
  referral_number: string
  student_id: number
  student_name: string
  service_id: number
  service_name: string
}

export interface ReferralDetail extends ReferralListItem {
  referral_type_id: number | null
  provider_specialty_id: number | null
  academic_year_id: number
  notes: string | null
  schedules: ReferralSchedule[]
  hash: string
  updated_at: string
}

export interface ReferralEvent {
  id: number
  referral_id: number
  event_type_id: number
  event_type_name: string
  date: string
  time: string | null
  notes: string | null
  cancelled: boolean
  cancelled_at: string | null
  cancel_comment: string | null
  hash: string
  created_at: string
}

export type AppointmentStatus = 'scheduled' | 'held' | 'cancelled' | 'missed'

export interface ReferralAppointment {
  id: number
  referral_event_id: number
  referral_id: number
  referral_number: string
  student_id: number
  student_name: string
  provider_id: number | null
  date: string
  start_time: string
  end_time: string | null
  location_id: number | null
  status: AppointmentStatus
  cancel_reason_id: number | null
  notes: string | null
  hash: string
}

export interface AppointmentEvent {
  id: number
  appointment_id: number
  event_type_id: number
  event_type_name: string
  cancel_reason_id: number | null
  notes: string | null
  created_by: number
  created_at: string
}

export interface AppointmentEventType {
  id: number
  name: string
  status: AppointmentStatus
  needs_cancel_reason: boolean
}

/** One line of the compensatory ledger: a student's standing in one service this year. */
export interface LedgerLine extends LedgerTotals {
  student_id: number
  student_name: string
  sie_number: string
  service_id: number
  service_name: string
  customer_id: number
  provider_id: number | null
  provider_name: string | null
  provider_specialty_id: number | null
  /** The open request of this line, if any. */
  open_request_id: number | null
}

export interface CompensatoryStatus {
  id: number
  code: string
  name: string
  final: boolean
  reserves_minutes: boolean
  next: string[]
}

export interface CompensatoryRequest {
  id: number
  student_id: number
  student_name: string
  service_id: number
  service_name: string
  academic_year_id: number
  customer_id: number
  provider_specialty_id: number | null
  /** The provider of that specialty (null when the line had none). */
  provider_id: number | null
  provider_name: string | null
  status_id: number
  status_code: string
  status_name: string
  owed_minutes: number
  outstanding_visits: number
  session_minutes: number
  comment: string | null
  hash: string
  created_at: string
  updated_at: string
}

export interface CompensatoryRequestEvent {
  id: number
  from_status_id: number | null
  to_status_id: number
  comment: string | null
  user_id: number
  user_name: string
  at: string
}

/**
 * GET /referrals/active-students/details (beyond §7): everything the provider's referral views
 * read offline, for the referrals of her active students (or a supervisor's supervised ones),
 * in one answer the device stores in one transaction.
 */
export interface ReferralReplica {
  referrals: ReferralDetail[]
  events: ReferralEvent[]
  appointments: ReferralAppointment[]
  appointment_events: AppointmentEvent[]
  /** The lists the appointment event form offers, so it works offline too. */
  appointment_event_types: AppointmentEventType[]
  cancel_reasons: { id: number; name: string }[]
}
