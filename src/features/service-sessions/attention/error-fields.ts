import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describeSessionFieldError } from '../session-error-codes'

const LABELS = {
  date: msg`Fecha`,
  time: msg`Hora`,
  duration_id: msg`Duración`,
  session_type_id: msg`Tipo de sesión`,
  location_id: msg`Localidad`,
  service_id: msg`Servicio`,
  session_outcome_id: msg`Resultado de la sesión`,
  visits: msg`Estudiantes`,
  notes: msg`Notas`,
  provider_id: msg`Proveedor`,
} as const

/** A visit's field, its data per objective included (`visits.0.objective_data.1.value`): named by its student. */
const VISIT_PATH = /^visits\.(\d+)\.(student_id|referral_id|visit_outcome_id|objective_data(\.\d+\.(objective_id|value|note))?)$/

/**
 * The server's field errors of a refused change ({"visits.0.referral_id": "referral_not_assignable"})
 * as sentences: which field, and what is wrong with it.
 */
export function describeFieldErrors(i18n: I18n, errors: Record<string, string> | undefined, studentName: (index: number) => string): string[] {
  return Object.entries(errors ?? {}).map(([path, code]) => {
    const reason = describeSessionFieldError(i18n, code)
    const visit = VISIT_PATH.exec(path)
    if (visit) {
      return `${studentName(Number(visit[1]))}: ${reason}`
    }
    const label = LABELS[path as keyof typeof LABELS]
    return label ? `${i18n._(label)}: ${reason}` : reason
  })
}
