import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ImportErrorStatus, VisitImportColumn, VisitImportErrorCode, VisitImportStatus } from '../../domain/visit-imports/visit-imports'
import { describeErrorCode, type MoreCodes } from '../../kit/errors/describe-error'

/** Why a row was not imported, in words (the codes of src/domain/visit-imports). */
const ROW_CODES: Record<VisitImportErrorCode, MessageDescriptor> = {
  required: msg`Falta un dato obligatorio`,
  too_long: msg`Texto demasiado largo`,
  invalid_characters: msg`Caracteres no permitidos`,
  invalid_sie_number: msg`Número SIE inválido (8 dígitos)`,
  invalid_referral_number: msg`Número de referido inválido (####-##-######)`,
  invalid_date: msg`Fecha inválida`,
  invalid_time: msg`Hora inválida (HH:mm)`,
  time_window: msg`Hora fuera del horario (06:00 a 20:00)`,
  invalid_duration: msg`Duración inválida (minutos)`,
  date_in_future: msg`La fecha es posterior a hoy`,
  outside_period: msg`La fecha está fuera del periodo`,
  unknown_student: msg`Estudiante no encontrado`,
  unknown_provider: msg`Proveedor no encontrado`,
  unknown_service: msg`Servicio no encontrado`,
  unknown_duration: msg`Duración que no existe en el catálogo`,
  unknown_outcome: msg`Resultado de visita desconocido`,
  unknown_referral: msg`Referido no encontrado`,
  referral_mismatch: msg`El referido es de otro estudiante o servicio`,
  referral_other_provider: msg`El referido está asignado a otro proveedor`,
  no_referral: msg`El estudiante no tiene referido de ese servicio`,
  outside_referral: msg`La fecha está fuera de la vigencia del referido`,
  not_permitted: msg`Sin permiso para ese estudiante`,
}

/** Refusals of a whole file or of a PATCH, in words. */
export const IMPORT_CODES: MoreCodes = {
  ...ROW_CODES,
  import_bad_file: msg`El archivo no es una hoja de cálculo válida (xlsx o csv).`,
  import_empty: msg`El archivo no tiene filas de visitas.`,
  import_missing_columns: msg`Al archivo le faltan columnas obligatorias: SIE, Proveedor, Servicio, Fecha, Hora y Duración.`,
  import_too_many_rows: msg`El archivo tiene demasiadas filas.`,
  import_expanded_too_large: msg`El archivo es demasiado grande una vez descomprimido. Divídalo en varios archivos.`,
  import_unsupported_type: msg`Solo se aceptan archivos xlsx o csv.`,
  import_interrupted: msg`La importación se interrumpió porque el servidor se detuvo. Importe el mismo archivo de nuevo: las filas ya importadas no se repetirán.`,
  period_locked: msg`El periodo está cerrado: no admite importaciones ni correcciones.`,
  import_row_invalid: msg`La fila corregida aún no es válida. Revise el campo marcado.`,
  import_error_fixed: msg`Esta fila ya se corrigió e importó.`,
  visit_already_recorded: msg`Esa visita ya está registrada en el periodo. Marque la fila como revisada.`,
}

const STATUSES: Record<VisitImportStatus, MessageDescriptor> = {
  running: msg`En curso`,
  done: msg`Terminada`,
  failed: msg`Fallida`,
}

const ERROR_STATUSES: Record<ImportErrorStatus, MessageDescriptor> = {
  open: msg`Pendiente`,
  fixed: msg`Corregida e importada`,
  dismissed: msg`Revisada`,
}

const COLUMNS: Record<VisitImportColumn, MessageDescriptor> = {
  sie_number: msg`SIE`,
  referral_number: msg`Referido`,
  provider: msg`Proveedor (número o correo)`,
  service_code: msg`Servicio`,
  date: msg`Fecha`,
  time: msg`Hora`,
  duration: msg`Duración (minutos)`,
  outcome: msg`Resultado`,
}

export const describeImportCode = (i18n: I18n, code: string, fallback = '') => describeErrorCode(i18n, code, fallback || code, IMPORT_CODES)
export const describeImportStatus = (i18n: I18n, status: VisitImportStatus) => i18n._(STATUSES[status])
export const describeErrorStatus = (i18n: I18n, status: ImportErrorStatus) => i18n._(ERROR_STATUSES[status])
export const describeColumn = (i18n: I18n, column: VisitImportColumn) => i18n._(COLUMNS[column])
