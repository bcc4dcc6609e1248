import type { NamedItem } from '../../domain/reference'
import type { ObjectiveDatum } from '../../domain/plans/objective-data'
import type { VisitOutcomeItem } from '../../domain/service-sessions/types'
import type { ActiveStudentRecord } from '../../db/database'

/**
 * The session form's choices, from the provider's active students and the reference lists.
 * Pure functions: the form and the tests use the same ones.
 */

/** A visit being chosen in the form: the outcome may not be chosen yet. */
export interface VisitDraft {
  student_id: number
  referral_id: number
  visit_outcome_id?: number
  /** The data per objective (form/ObjectiveDataField.tsx); absent when the form never touched it and the session had none known. */
  objective_data?: ObjectiveDatum[]
}

const byName = (a: NamedItem, b: NamedItem) => a.name.localeCompare(b.name, 'es')

function distinct(items: NamedItem[]): NamedItem[] {
  const seen = new Map<number, NamedItem>()
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item)
  return [...seen.values()].sort(byName)
}

/** The schools and centres where the provider has active students. */
export function locationChoices(students: readonly ActiveStudentRecord[]): NamedItem[] {
  return distinct(students.map((student) => ({ id: student.location_id, name: student.location_name })))
}

/** The services the provider gives, at a location when one is chosen. */
export function serviceChoices(students: readonly ActiveStudentRecord[], locationId: number | undefined): NamedItem[] {
  const here = locationId === undefined ? students : students.filter((student) => student.location_id === locationId)
  return distinct(here.map((student) => ({ id: student.service_id, name: student.service_name })))
}

/** The students of one service at one location, by name. */
export function studentChoices(students: readonly ActiveStudentRecord[], serviceId: number | undefined, locationId: number | undefined): ActiveStudentRecord[] {
  if (serviceId === undefined || locationId === undefined) return []
  return students
    .filter((student) => student.service_id === serviceId && student.location_id === locationId)
    .sort((a, b) => a.student_name.localeCompare(b.student_name, 'es'))
}

/** Spec §3: the visit outcomes that fit a session outcome. */
export function visitOutcomeChoices(visitOutcomes: readonly VisitOutcomeItem[], sessionOutcomeId: number | undefined): VisitOutcomeItem[] {
  return sessionOutcomeId === undefined ? [] : visitOutcomes.filter((outcome) => outcome.session_outcome_id === sessionOutcomeId)
}

/**
 * The outcome a visit starts with, or none where the person must choose: the only one that fits;
 * or, for the one student of a session that was given, the first outcome that is not an absence
 * ("Asistió": given as planned), shown in its select where it can be changed. Students added to
 * make a group are asked, so an absence is not recorded as attended for want of a tap.
 */
export function defaultVisitOutcome(fitting: readonly VisitOutcomeItem[], studentsInSession: number): number | undefined {
  if (fitting.length === 1) return fitting[0]!.id
  if (studentsInSession !== 1) return undefined
  return fitting.find((outcome) => !outcome.absence)?.id
}

/**
 * After the session outcome changed: a visit outcome that no longer fits is cleared (never kept
 * silently wrong) and the default of defaultVisitOutcome fills what is empty.
 */
export function fitVisitsToOutcome(visits: readonly VisitDraft[], fitting: readonly VisitOutcomeItem[]): VisitDraft[] {
  const only = fitting.length === 1 ? fitting[0]!.id : undefined
  const allowed = new Set(fitting.map((outcome) => outcome.id))
  return visits.map((visit) => ({
    ...visit,
    visit_outcome_id: only ?? (visit.visit_outcome_id !== undefined && allowed.has(visit.visit_outcome_id) ? visit.visit_outcome_id : defaultVisitOutcome(fitting, visits.length)),
  }))
}

/** Keeps a chosen value in a list of choices even when the list no longer has it (editing old sessions). */
export function withCurrent(choices: NamedItem[], id: number | undefined, fallbackName: (id: number) => string): NamedItem[] {
  if (id === undefined || choices.some((choice) => choice.id === id)) return choices
  return [...choices, { id, name: fallbackName(id) }]
}
