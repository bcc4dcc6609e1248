import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CONTAINER_RULES, SPECIALTY_ATTACHMENT_DESCRIPTIONS } from '../../domain/attachments/rules'
import { formatFileSize } from '../../domain/attachments/sizes'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'

/** Words for the codes the specialty, provider and attachment calls answer with. */
const API_CODES: Record<string, MessageDescriptor> = {
  duplicate_filename: msg`Ya existe un archivo con ese nombre`,
  too_many_files: msg`Hay más archivos de los permitidos.`,
  too_few_files: msg`Faltan archivos por adjuntar.`,
  unsupported_file_type: msg`Solo se aceptan imágenes y archivos PDF.`,
  specialty_in_use: msg`No se puede eliminar la especialidad`,
  specialty_taken: msg`El proveedor ya tiene esa especialidad.`,
  read_only: msg`Algunos campos de la licencia no se pueden cambiar.`,
  compatibility_mode: msg`Las licencias se administran en otro sistema (modo de compatibilidad).`,
  provider_in_use: msg`No se puede eliminar el proveedor: tiene especialidades, cuenta, referidos o sesiones.`,
  invalid_download_link: msg`El enlace de descarga expiró. Intente de nuevo.`,
}

const FIELD_CODES: Record<string, MessageDescriptor> = {
  invalid_start_year: msg`Elija un año de la lista.`,
  invalid_date: msg`Escriba una fecha válida.`,
  invalid_phone: msg`Escriba el teléfono como (787) 555-1234.`,
  read_only: msg`Este campo no se puede cambiar.`,
  invalid_id: msg`Seleccione una opción.`,
}

export function describeSpecialtyError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.code === 'file_too_large') {
    const size = formatFileSize(CONTAINER_RULES['provider-specialty'].maxBytes, i18n.locale)
    return i18n._(msg`El tamaño del archivo no puede ser mayor a ${size}`)
  }
  if (error instanceof ApiError && API_CODES[error.code]) return i18n._(API_CODES[error.code]!)
  return describeError(i18n, error)
}

export function describeSpecialtyField(i18n: I18n, code: string): string {
  const descriptor = FIELD_CODES[code]
  return descriptor ? i18n._(descriptor) : describeFieldError(i18n, code)
}

/** The descriptions a specialty's file may have (stored in Spanish, shown in the person's language). */
const DESCRIPTION_LABELS: Record<(typeof SPECIALTY_ATTACHMENT_DESCRIPTIONS)[number], MessageDescriptor> = {
  'Licencia de la Especialidad': msg`Licencia de la Especialidad`,
  'Licencia de Ciberterapia': msg`Licencia de Ciberterapia`,
  'Póliza de Responsabilidad': msg`Póliza de Responsabilidad`,
  Otro: msg`Otro`,
}

export function specialtyDescriptionChoices(i18n: I18n): Array<{ value: string; label: string }> {
  return SPECIALTY_ATTACHMENT_DESCRIPTIONS.map((value) => ({ value, label: i18n._(DESCRIPTION_LABELS[value]) }))
}
