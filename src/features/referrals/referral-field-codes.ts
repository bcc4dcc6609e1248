import { msg } from '@lingui/core/macro'
import type { MoreCodes } from '../../kit/errors/describe-error'

/** Validation and conflict codes of the referral forms (schemas in src/domain/referrals), in words. */
export const REFERRAL_FIELD_CODES: MoreCodes = {
  invalid_referral_number: msg`El número de referido debe tener el formato ####-##-######.`,
  referral_number_taken: msg`Ya existe un referido con ese número.`,
  end_before_start: msg`El final debe ser posterior al inicio.`,
  invalid_number: msg`Escriba un número entero.`,
  too_small: msg`El valor es menor que el mínimo permitido.`,
  too_large: msg`El valor es mayor que el máximo permitido.`,
  customer_unknown: msg`Ni la escuela ni el estudiante pertenecen a una región.`,
  unknown_reference: msg`La opción elegida ya no existe. Elija otra.`,
  invalid_time: msg`Escriba una hora válida (HH:mm).`,
  time_window: msg`La hora debe estar entre las 06:00 y las 20:00.`,
  schedule_overlap: msg`El proveedor ya tiene otro horario a esa hora.`,
  invalid_date: msg`Escriba una fecha válida (MM/dd/aaaa).`,
}
