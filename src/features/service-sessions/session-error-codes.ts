import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describeErrorCode, describeFieldError } from '../../kit/errors/describe-error'

/**
 * The session rules' codes (the shared schema's and the server's) in words. They live here, in
 * the sessions' catalog, rather than in kit/errors/describe-error, which the first screen carries.
 */
const FIELD_CODES = {
  date_in_future: msg`La fecha no puede ser posterior a hoy.`,
  time_in_future: msg`La hora no puede ser posterior a la hora actual.`,
  invalid_time: msg`Escriba una hora válida (HH:mm).`,
  time_window: msg`La hora debe estar entre las 06:00 y las 20:00.`,
  no_students: msg`Seleccione al menos un estudiante.`,
  too_many_students: msg`Hay demasiados estudiantes en la sesión.`,
  duplicate_student: msg`Un estudiante aparece más de una vez.`,
  unknown_reference: msg`Esta opción ya no existe. Elija otra.`,
  visit_outcome_mismatch: msg`No corresponde al resultado de la sesión.`,
  referral_not_assignable: msg`Este estudiante no puede recibir la sesión.`,
  objective_not_in_plan: msg`Este objetivo no es del plan de intervención vigente del estudiante.`,
  objective_value_out_of_range: msg`El valor está fuera del rango de su tipo de medición.`,
  duplicate_objective: msg`Un objetivo aparece más de una vez.`,
  too_many_objectives: msg`Hay demasiados objetivos en la visita.`,
}

/** The same codes as the reason a whole change was refused. */
const CHANGE_CODES = {
  ...FIELD_CODES,
  visit_outcome_mismatch: msg`El resultado de una visita no corresponde al resultado de la sesión.`,
  referral_not_assignable: msg`Un estudiante no puede recibir esta sesión (su referido no está activo o no le corresponde).`,
  objective_not_in_plan: msg`Un objetivo anotado no es del plan de intervención vigente del estudiante.`,
  objective_value_out_of_range: msg`Un valor anotado para un objetivo está fuera del rango de su tipo de medición.`,
  period_locked: msg`El periodo de facturación de esa fecha está cerrado: la sesión no se puede cambiar. Comuníquese con la oficina.`,
}

export function describeSessionFieldError(i18n: I18n, code: string): string {
  return describeFieldError(i18n, code, FIELD_CODES)
}

export function describeSessionChangeError(i18n: I18n, code: string, fallback: string): string {
  return describeErrorCode(i18n, code, fallback, CHANGE_CODES)
}
