import { msg } from '@lingui/core/macro'
import type { MoreCodes } from '../errors/describe-error'

/** Validation codes of the student and location forms (src/domain/formats), in words. */
export const OFFICE_FIELD_CODES: MoreCodes = {
  invalid_sie_number: msg`El número SIE debe tener exactamente 8 dígitos.`,
  invalid_registry_number: msg`El número de registro debe tener exactamente 10 dígitos.`,
  invalid_ssn: msg`El seguro social debe tener el formato ###-##-####.`,
  invalid_phone: msg`El teléfono debe tener el formato (###) ###-####.`,
  invalid_zip: msg`El código postal debe tener el formato #####-####.`,
  invalid_state: msg`El estado debe ser de 2 letras, por ejemplo PR.`,
  invalid_school_code: msg`El código de escuela debe tener 5 dígitos.`,
  invalid_characters: msg`El texto tiene caracteres no permitidos.`,
  invalid_date: msg`Escriba una fecha válida (MM/dd/aaaa).`,
  sie_number_taken: msg`Ya existe un estudiante con ese número SIE.`,
}
