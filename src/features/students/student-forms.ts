import { valibotResolver } from '@hookform/resolvers/valibot'
import type { FieldValues, Resolver } from 'react-hook-form'
import type * as v from 'valibot'
import { displayDateToIso, isoToDisplayDate } from '../../domain/formats/formats'
import { ContactDetailsInput, StudentCreateInput, StudentDetailsInput } from '../../domain/students/schemas'
import type { StudentDetail } from '../../domain/students/types'

/**
 * The two edit forms of a student (PATCH actions student-details and contact-details). The form
 * holds what the person types (text; the birth date as MM/dd/yyyy); on submit the shared
 * schema — the same the server runs — checks it and makes the body.
 */
type Text = string
export interface StudentDetailsValues {
  first_name: Text
  last_name: Text
  second_last_name: Text
  birth_date: Text
  gender_id: number
  grade_id: number | null
  impediment_id: number | null
  location_id: number | null
  customer_id: number | null
  registry_number: Text
}

export interface ContactDetailsValues {
  guardian_name: Text
  guardian_phone: Text
  phone: Text
  email: Text
  address_line1: Text
  address_line2: Text
  municipality_id: number | null
  state: Text
  zip: Text
  contact_method_id: number | null
}

export function studentDetailsValues(student: StudentDetail): StudentDetailsValues {
  return {
    first_name: student.first_name,
    last_name: student.last_name,
    second_last_name: student.second_last_name ?? '',
    birth_date: isoToDisplayDate(student.birth_date),
    gender_id: student.gender_id,
    grade_id: student.grade_id,
    impediment_id: student.impediment_id,
    location_id: student.location_id,
    customer_id: student.customer_id,
    registry_number: student.registry_number ?? '',
  }
}

export function contactDetailsValues(student: StudentDetail): ContactDetailsValues {
  return {
    guardian_name: student.guardian_name ?? '',
    guardian_phone: student.guardian_phone ?? '',
    phone: student.phone ?? '',
    email: student.email ?? '',
    address_line1: student.address_line1 ?? '',
    address_line2: student.address_line2 ?? '',
    municipality_id: student.municipality_id,
    state: student.state ?? '',
    zip: student.zip ?? '',
    contact_method_id: student.contact_method_id,
  }
}

/** A resolver running `schema` on the values plus `extra` (action, hash), after `prepare`. */
function schemaResolver<TValues extends FieldValues, TOutput>(schema: v.GenericSchema<Record<string, unknown>, TOutput>, extra: Record<string, unknown>, prepare: (values: TValues) => Record<string, unknown> = (values) => values) {
  const resolve = valibotResolver(schema) as unknown as Resolver<Record<string, unknown>, unknown, TOutput>
  const resolver: Resolver<TValues, unknown, TOutput> = (values, context, options) =>
    resolve({ ...prepare(values), ...extra }, context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<Resolver<TValues, unknown, TOutput>>
  return resolver
}

export const studentDetailsResolver = (hash: string) =>
  schemaResolver<StudentDetailsValues, StudentDetailsInput>(StudentDetailsInput, { action: 'student-details', hash }, (values) => ({
    ...values,
    // Typed as MM/dd/yyyy; a date that does not exist stays as typed and fails the schema's check.
    birth_date: displayDateToIso(values.birth_date) ?? values.birth_date,
  }))

export const contactDetailsResolver = (hash: string) => schemaResolver<ContactDetailsValues, ContactDetailsInput>(ContactDetailsInput, { action: 'contact-details', hash })

/** The new-student form (POST /students): who the student is; contact details are added on the student's screen. */
export interface NewStudentValues {
  sie_number: Text
  first_name: Text
  last_name: Text
  second_last_name: Text
  birth_date: Text
  gender_id: number | undefined
  grade_id: number | null
  customer_id: number | null
  registry_number: Text
  /** Typed into a masked field; never shown again (the server keeps it encrypted). */
  ssn: Text
}

export const newStudentValues = (customerId: number | null): NewStudentValues => ({
  sie_number: '',
  first_name: '',
  last_name: '',
  second_last_name: '',
  birth_date: '',
  gender_id: undefined,
  grade_id: null,
  customer_id: customerId,
  registry_number: '',
  ssn: '',
})

export const newStudentResolver = () =>
  schemaResolver<NewStudentValues, StudentCreateInput>(StudentCreateInput, {}, ({ ssn, ...values }) => ({
    ...values,
    birth_date: displayDateToIso(values.birth_date) ?? values.birth_date,
    // An empty SSN field means "none" (the schema takes absent or a valid one).
    ...(ssn.trim() ? { ssn } : {}),
  }))
