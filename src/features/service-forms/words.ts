import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BadgeTone } from '../../components/status-badge'
import type { ServiceForm } from '../../domain/service-forms/schemas'
import { ApiError } from '../../sync/api-errors'

/** The words of a service form's state: its status, and its link's when it waits for the guest. */
export function formStateWord(i18n: I18n, form: ServiceForm): { word: string; tone: BadgeTone } {
  if (form.status === 'signed') return { word: i18n._(msg`Firmado`), tone: 'success' }
  if (form.status === 'draft') return { word: i18n._(msg`Borrador`), tone: 'neutral' }
  if (form.guest_link?.state === 'expired') return { word: i18n._(msg`Enlace vencido`), tone: 'danger' }
  if (form.guest_link?.state === 'revoked') return { word: i18n._(msg`Enlace anulado`), tone: 'warning' }
  return { word: i18n._(msg`Espera la firma`), tone: 'info' }
}

/** A refused write in words: the server's codes first, its message otherwise. */
export function describeWriteError(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Sin conexión: no se guardó. Intente de nuevo.`)
  switch (error.code) {
    case 'version_conflict':
      return i18n._(msg`Otra persona cambió este registro. Se muestra la versión actual; repita su cambio.`)
    case 'service_form_signed':
      return i18n._(msg`El formulario ya está firmado y no se puede cambiar.`)
    case 'validation_failed': {
      const fields = Object.keys(error.body.errors ?? {}).join(', ')
      return i18n._(msg`Revise los datos: ${fields}`)
    }
    case 'forbidden':
      return i18n._(msg`No tiene permiso para esta acción.`)
    default:
      return error.message
  }
}
