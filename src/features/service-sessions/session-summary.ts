import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionFields } from '../../domain/service-sessions/schemas'
import type { SessionLookups } from './lookups'

/** A session's ids in words, for lists and for comparing two versions. */
export interface SessionSummary {
  service: string
  location: string
  sessionType: string
  outcome: string
  duration: string
  /** Each student with what happened to them, e.g. "Ana Pérez: Asistió". */
  visits: string[]
}

type SessionLike = Pick<SessionFields, 'service_id' | 'location_id' | 'session_type_id' | 'session_outcome_id' | 'duration_id' | 'visits'>

export function summarizeSession(session: SessionLike, lookups: SessionLookups, i18n: I18n): SessionSummary {
  const nameIn = (items: ReadonlyArray<{ id: number; name: string }>, id: number) => items.find((item) => item.id === id)?.name
  const studentName = (studentId: number) => lookups.students.find((student) => student.student_id === studentId)?.student_name
  const unknown = (id: number) => `#${id}`
  return {
    service:
      nameIn(lookups.services, session.service_id) ??
      lookups.students.find((s) => s.service_id === session.service_id)?.service_name ??
      unknown(session.service_id),
    location: lookups.students.find((s) => s.location_id === session.location_id)?.location_name ?? unknown(session.location_id),
    sessionType: nameIn(lookups.sessionTypes, session.session_type_id) ?? unknown(session.session_type_id),
    outcome: nameIn(lookups.sessionOutcomes, session.session_outcome_id) ?? unknown(session.session_outcome_id),
    duration: nameIn(lookups.durations, session.duration_id) ?? unknown(session.duration_id),
    visits: session.visits.map((visit) => {
      const id = visit.student_id
      const student = studentName(id) ?? i18n._(msg`Estudiante ${id}`)
      const outcome = nameIn(lookups.visitOutcomes, visit.visit_outcome_id) ?? unknown(visit.visit_outcome_id)
      return `${student}: ${outcome}`
    }),
  }
}
