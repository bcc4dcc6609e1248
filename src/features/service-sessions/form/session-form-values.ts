import * as v from 'valibot'
import { isNotAfterNow, sessionCreateInput, type SessionFields } from '../../../domain/service-sessions/schemas'
import type { SessionDefaults } from '../defaults'
import type { ActiveStudent } from '../../../domain/service-sessions/types'
import type { VisitDraft } from '../session-choices'
import { checkObjectiveValue, type MeasurementKind } from '../../../domain/plans/objective-data'

/** The shared session schema without what the device adds (the id) or only the office sends. */
const sessionFormFields = (today: string) => v.omit(sessionCreateInput(today), ['id', 'provider_id'])

/** …and, as the server checks too, not later today than now (spec §2). */
export const sessionFormSchema = (today: string, latestTime: string) =>
  v.pipe(
    sessionFormFields(today),
    v.forward(
      v.check((fields) => isNotAfterNow(fields, today, latestTime), 'time_in_future'),
      ['time'],
    ),
  )

export type SessionFormValues = v.InferInput<ReturnType<typeof sessionFormFields>>

/** The form as it may be mid-way (a draft): anything can still be missing. */
export type SessionFormDraft = Partial<Omit<SessionFormValues, 'visits'>> & { visits: VisitDraft[] }

/** A new session's when and where, as a referral's weekly schedule expects it on a day. */
export type ExpectedFields = Pick<SessionFields, 'date' | 'time' | 'location_id'> & { duration_id?: number }

/**
 * What the form opens with: a session to edit or correct, or a new one (for a student, and then
 * perhaps as their schedule expects it).
 */
export type SessionFormStart =
  | { kind: 'new'; student?: Pick<ActiveStudent, 'student_id' | 'referral_id' | 'service_id' | 'location_id'>; expected?: ExpectedFields }
  | { kind: 'edit' | 'correct'; fields: Partial<SessionFields> }

/**
 * The values the form opens with. A draft (the person's unfinished typing) wins over everything;
 * then the session being edited or corrected; a new session starts from the last-used defaults
 * (spec §3), where a date after today (a clock that was wrong) becomes today.
 */
export function initialFormValues(start: SessionFormStart, draft: SessionFormDraft | undefined, defaults: SessionDefaults, today: string): SessionFormDraft {
  if (draft) return draft
  if (start.kind !== 'new') {
    const fields = sessionFieldsOf(start.fields)
    return { notes: '', ...fields, visits: fields.visits ?? [] }
  }
  const date = defaults.date && defaults.date <= today ? defaults.date : today
  const student = start.student
  // Opened from a student's row: that student, at their service and location.
  if (student) {
    const visits = [{ student_id: student.student_id, referral_id: student.referral_id }]
    const opened = { ...defaults, date, location_id: student.location_id, service_id: student.service_id, visits, notes: '' }
    // Opened from a session the schedule expects: its day, time, place and length too.
    return start.expected ? { ...opened, ...withoutUndefined(start.expected) } : opened
  }
  return { ...defaults, date, visits: [], notes: '' }
}

const withoutUndefined = <T extends object>(fields: T): Partial<T> => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>

/** The fields a person edits, out of a stored session or a change's body (nothing else comes along). */
export function sessionFieldsOf(source: Partial<SessionFields>): Partial<SessionFields> {
  const { date, time, duration_id, location_id, session_type_id, session_outcome_id, service_id, visits, notes } = source
  const picked = { date, time, duration_id, location_id, session_type_id, session_outcome_id, service_id, notes }
  return {
    ...Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined)),
    visits: (visits ?? []).map(({ student_id, referral_id, visit_outcome_id, objective_data }) => ({
      student_id,
      referral_id,
      visit_outcome_id,
      // Kept as stored: an edit sends each visit's full list again (replace), or none when unknown (keep).
      ...(objective_data ? { objective_data } : {}),
    })),
  }
}

/** A stored draft, if it looks like one (it is the device's own data, but may be from an older build). */
export function asDraft(value: unknown): SessionFormDraft | undefined {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { visits?: unknown }).visits)) return undefined
  return value as SessionFormDraft
}

/** The fields a new session took from the last saved one (spec §3), still holding that value: they are marked on the form. */
export function carriedOverFields(start: SessionFormStart, draft: SessionFormDraft | undefined, defaults: SessionDefaults, values: SessionFormDraft): string[] {
  if (draft || start.kind !== 'new') return []
  // What the schedule gave is the schedule's, even when the last session had the same.
  const fromSchedule = Object.keys(withoutUndefined(start.expected ?? {}))
  return Object.entries(defaults)
    .filter(([name, value]) => value !== undefined && values[name as keyof SessionDefaults] === value && !fromSchedule.includes(name))
    .map(([name]) => name)
}

/**
 * What the shared schema cannot judge without the plan: each datum's value against its
 * objective's kind (`checkObjectiveValue`), by field path (`visits.{i}.objective_data.{j}.value`,
 * as the server names them). Objectives of unknown kind are left to the server.
 */
export function objectiveValueErrors(visits: readonly VisitDraft[] | undefined, kindOf: (objectiveId: number) => MeasurementKind | undefined): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [visitIndex, visit] of (visits ?? []).entries()) {
    for (const [index, datum] of (visit.objective_data ?? []).entries()) {
      const kind = kindOf(datum.objective_id)
      // An empty value is the schema's `required`.
      const error = kind && Number.isFinite(datum.value) ? checkObjectiveValue(kind, datum.value) : null
      if (error) errors[`visits.${visitIndex}.objective_data.${index}.value`] = error
    }
  }
  return errors
}

/**
 * Each visit whose student has a plan in force on the device sends its whole list of data, even
 * empty (replace: what was unchecked goes). A visit without one sends what it had, or nothing
 * (the server keeps what it has).
 */
export function withObjectiveLists(fields: SessionFields, hasPlan: (referralId: number, date: string) => boolean): SessionFields {
  return {
    ...fields,
    visits: fields.visits.map((visit) => (visit.objective_data === undefined && hasPlan(visit.referral_id, fields.date) ? { ...visit, objective_data: [] } : visit)),
  }
}
