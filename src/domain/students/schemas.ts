import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { STUDENT_SORTS } from '../lists/list-constants'
import { FORMATS, formatted, optionalFormatted } from '../formats/formats'
import { DbId, optionalText, QueryDbId, requiredText } from '../schemas/bounded'
import { IsoDate } from '../schemas/common'
import { VersionHash } from '../schemas/text'

/**
 * Inputs of the student calls of spec §7, one schema per input, used by the office forms and
 * the server alike. Writes carry the `hash` (version) the person edited from; a stale one is
 * answered 409 with the current student.
 */

export const NAME_MAX = 80
export const ADDRESS_MAX = 200

export const Hash = VersionHash

const OptionalId = v.optional(v.nullable(DbId), null)

/** Born on a real day, not before 1900 (a typo such as 0201 would otherwise pass). */
export const BirthDate = v.pipe(IsoDate, v.check((date: string) => date >= '1900-01-01', 'invalid_date'))

/**
 * The SSN is write-only: absent keeps the stored one, null removes it, a value replaces it.
 * It is stored encrypted and only its last four digits are ever answered.
 */
export const SsnField = v.optional(v.nullable(formatted(FORMATS.ssn)))

export const studentDetailsEntries = {
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  second_last_name: optionalText(NAME_MAX),
  birth_date: BirthDate,
  gender_id: DbId,
  grade_id: OptionalId,
  impediment_id: OptionalId,
  /** The school (or centre) the student attends. */
  location_id: OptionalId,
  /** The customer (school district) the student belongs to; scopes who may see the student. */
  customer_id: OptionalId,
  registry_number: optionalFormatted(FORMATS.registry),
  ssn: SsnField,
}

export const contactDetailsEntries = {
  guardian_name: optionalText(NAME_MAX * 2),
  guardian_phone: optionalFormatted(FORMATS.phone),
  phone: optionalFormatted(FORMATS.phone),
  email: optionalFormatted(FORMATS.email),
  address_line1: optionalText(ADDRESS_MAX),
  address_line2: optionalText(ADDRESS_MAX),
  municipality_id: OptionalId,
  state: optionalFormatted(FORMATS.state),
  zip: optionalFormatted(FORMATS.zip),
  contact_method_id: OptionalId,
}

/** PATCH /students/{id} with action student-details. */
export const StudentDetailsInput = v.object({ action: v.literal('student-details'), hash: Hash, ...studentDetailsEntries })
export type StudentDetailsInput = v.InferOutput<typeof StudentDetailsInput>

/** PATCH /students/{id} with action contact-details. */
export const ContactDetailsInput = v.object({ action: v.literal('contact-details'), hash: Hash, ...contactDetailsEntries })
export type ContactDetailsInput = v.InferOutput<typeof ContactDetailsInput>

const allEntries = { sie_number: formatted(FORMATS.sie), ...studentDetailsEntries, ...contactDetailsEntries }

/** POST /students: a new student with every field. */
export const StudentCreateInput = v.object(allEntries)
export type StudentCreateInput = v.InferOutput<typeof StudentCreateInput>

/** PUT /students/{id}: the whole student, based on the version it was edited from. */
export const StudentPutInput = v.object({ ...allEntries, hash: Hash })
export type StudentPutInput = v.InferOutput<typeof StudentPutInput>

/**
 * Plain PATCH /students/{id} (no action): only the fields sent change. `v.partial` wraps each
 * field in an optional without a default, so an absent field means "keep", not "clear".
 */
export const StudentPatchInput = v.object({ ...v.partial(v.object(allEntries)).entries, hash: Hash })
export type StudentPatchInput = v.InferOutput<typeof StudentPatchInput>

/** GET /students: the list convention, searched by name or SIE number, with named filters. */
export type StudentSort = (typeof STUDENT_SORTS)[number]
export const StudentSearch = v.object({
  ...listParams(STUDENT_SORTS, 'name').entries,
  customer_id: v.optional(QueryDbId),
  location_id: v.optional(QueryDbId),
  grade_id: v.optional(QueryDbId),
  /** 'true': only students with an active referral. */
  active: v.optional(v.picklist(['true', 'false'], 'invalid_filter')),
})
export type StudentSearch = v.InferOutput<typeof StudentSearch>
export type StudentSearchInput = v.InferInput<typeof StudentSearch>

/** PATCH /students/{student_id}/services/{service_id}: the student's standing in one service. */
export const StudentServiceInput = v.object({
  /** Null while the service goes on; a discharge reason once the student is discharged. */
  discharge_reason_id: OptionalId,
  discharge_date: v.optional(v.nullable(IsoDate), null),
  notes: optionalText(1000),
})
export type StudentServiceInput = v.InferOutput<typeof StudentServiceInput>

/** PATCH /students/{student_id}/services/{service_id}/academic-years/{academic_year_id} (creates or changes). */
export const ServiceAcademicYearInput = v.object({
  frequency_id: OptionalId,
  duration_id: OptionalId,
  modality_id: OptionalId,
  /** Whether the student is eligible for the service that year. */
  eligible: v.optional(v.boolean('invalid_value'), true),
  comments: optionalText(1000),
})
export type ServiceAcademicYearInput = v.InferOutput<typeof ServiceAcademicYearInput>

export { STUDENT_SORTS }
