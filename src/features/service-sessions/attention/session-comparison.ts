import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionFields } from '../../../domain/service-sessions/schemas'
import { formatLongDate } from '../../../kit/words/format-date'
import type { SessionLookups } from '../lookups'
import { summarizeSession } from '../session-summary'

/** One field of a session in both versions, in words. */
export interface ComparedField {
  key: string
  label: string
  mine: string
  theirs: string
  differs: boolean
}

const FIELDS = [
  { key: 'date', label: msg`Fecha` },
  { key: 'time', label: msg`Hora` },
  { key: 'duration', label: msg`Duración` },
  { key: 'sessionType', label: msg`Tipo de sesión` },
  { key: 'location', label: msg`Localidad` },
  { key: 'service', label: msg`Servicio` },
  { key: 'outcome', label: msg`Resultado de la sesión` },
  { key: 'visits', label: msg`Estudiantes` },
  { key: 'notes', label: msg`Notas` },
] as const

type Words = Record<(typeof FIELDS)[number]['key'], string>

function inWords(session: Partial<SessionFields>, lookups: SessionLookups, i18n: I18n): Words {
  const complete = { service_id: 0, location_id: 0, session_type_id: 0, session_outcome_id: 0, duration_id: 0, visits: [], ...session }
  const summary = summarizeSession(complete, lookups, i18n)
  return {
    date: session.date ? formatLongDate(session.date) : '',
    time: session.time ?? '',
    duration: summary.duration,
    sessionType: summary.sessionType,
    location: summary.location,
    service: summary.service,
    outcome: summary.outcome,
    visits: summary.visits.join('\n'),
    notes: session.notes ?? '',
  }
}

/**
 * The person's version and the office's, field by field, for a conflict: nothing is overwritten
 * before the person has seen what differs. Either side may be missing (deleted), then shown as
 * empty.
 */
export function compareSessions(
  mine: Partial<SessionFields> | null,
  theirs: Partial<SessionFields> | null,
  lookups: SessionLookups,
  i18n: I18n,
): ComparedField[] {
  const left = mine ? inWords(mine, lookups, i18n) : null
  const right = theirs ? inWords(theirs, lookups, i18n) : null
  return FIELDS.map(({ key, label }) => {
    const mineText = left?.[key] ?? ''
    const theirsText = right?.[key] ?? ''
    return { key, label: i18n._(label), mine: mineText, theirs: theirsText, differs: mineText !== theirsText }
  })
}
