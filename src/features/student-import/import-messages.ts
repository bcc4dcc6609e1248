import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ImportRefusal, ImportRowStatus } from '../../domain/import/active-students'
import { describeErrorCode, type MoreCodes } from '../../kit/errors/describe-error'

/** Whole-file refusals of the import, in words. */
export const IMPORT_FILE_CODES: MoreCodes = {
  import_bad_file: msg`El archivo no es una hoja de cálculo válida (xlsx o csv).`,
  import_empty: msg`El archivo no tiene filas de estudiantes.`,
  import_missing_columns: msg`Al archivo le faltan columnas obligatorias: SIE, Nombre, Apellido paterno, Fecha de nacimiento y Código de escuela.`,
  import_too_many_rows: msg`El archivo tiene más de 20,000 filas.`,
  import_expanded_too_large: msg`El archivo es demasiado grande una vez descomprimido. Divídalo en varios archivos.`,
  import_unsupported_type: msg`Solo se aceptan archivos xlsx o csv.`,
  import_interrupted: msg`La importación se interrumpió porque el servidor se detuvo. Empiece de nuevo con el mismo archivo: las filas ya aplicadas quedarán sin cambios.`,
}

const REFUSALS: Record<ImportRefusal, ReturnType<typeof msg>> = {
  invalid_sie_number: msg`Número SIE inválido (8 dígitos)`,
  invalid_date: msg`Fecha inválida`,
  required: msg`Falta un dato obligatorio`,
  too_long: msg`Texto demasiado largo`,
  invalid_characters: msg`Caracteres no permitidos`,
  unknown_student: msg`Estudiante no encontrado`,
  unknown_school: msg`Escuela no encontrada`,
  unknown_service: msg`Servicio no encontrado`,
  unknown_grade: msg`Grado no encontrado`,
  no_active_referral: msg`Sin referido activo para ese servicio`,
  duplicate_row: msg`Fila repetida en el archivo`,
  not_permitted: msg`Sin permiso para ese estudiante`,
}

const STATUSES: Record<ImportRowStatus, ReturnType<typeof msg>> = {
  updated: msg`Actualizado`,
  unchanged: msg`Sin cambios`,
  referral_changed: msg`Referido cambiado`,
  refused: msg`Rechazado`,
}

export const describeRefusal = (i18n: I18n, reason: ImportRefusal) => i18n._(REFUSALS[reason])
export const describeRowStatus = (i18n: I18n, status: ImportRowStatus) => i18n._(STATUSES[status])
export const describeFileError = (i18n: I18n, code: string, fallback: string) => describeErrorCode(i18n, code, fallback, IMPORT_FILE_CODES)
