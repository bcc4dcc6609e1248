/**
 * Answers of the student calls (spec §7 "Students"). The SSN never appears in any of them:
 * the detail carries only `ssn_masked` (***-**-1234) or null.
 */

/** A row of GET /students. */
export interface StudentListItem {
  id: number
  sie_number: string
  first_name: string
  last_name: string
  second_last_name: string | null
  birth_date: string
  customer_id: number | null
  customer_name: string | null
  location_id: number | null
  location_name: string | null
  grade_id: number | null
  grade_name: string | null
  /** Active referrals of the student (any service). */
  active_referrals: number
}

/** A service the student receives or received, from its referrals and its own standing. */
export interface StudentService {
  service_id: number
  service_name: string
  type_id: number
  /** Whether a referral of this service is active now. */
  active: boolean
  discharge_reason_id: number | null
  discharge_date: string | null
  notes: string | null
}

/** GET /students/{id}. */
export interface StudentDetail {
  id: number
  sie_number: string
  first_name: string
  last_name: string
  second_last_name: string | null
  birth_date: string
  gender_id: number
  grade_id: number | null
  impediment_id: number | null
  location_id: number | null
  location_name: string | null
  customer_id: number | null
  customer_name: string | null
  registry_number: string | null
  /** ***-**-#### when an SSN is stored, else null. */
  ssn_masked: string | null
  guardian_name: string | null
  guardian_phone: string | null
  phone: string | null
  email: string | null
  address_line1: string | null
  address_line2: string | null
  municipality_id: number | null
  state: string | null
  zip: string | null
  contact_method_id: number | null
  services: StudentService[]
  /** The version: send it back with a change; a stale one is refused with 409. */
  hash: string
  updated_at: string
}

/** A row of GET /students/{student_id}/services/{service_id}/academic-years. */
export interface ServiceAcademicYear {
  academic_year_id: number
  academic_year_name: string
  frequency_id: number | null
  duration_id: number | null
  modality_id: number | null
  eligible: boolean
  comments: string | null
}

/** Body of a 409 on a student write: the current student, to show beside the person's version. */
export interface StudentConflict {
  code: 'version_conflict'
  message: string
  current: StudentDetail
}
