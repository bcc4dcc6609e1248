import { t } from '@lingui/core/macro'
import { ApiError } from '../../sync/api-errors'

/**
 * The refusals of the workflow module (server/workflows/run-action.ts) in words. The server's
 * message is Spanish only; the codes are what the app translates.
 */
export function workflowErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t`No se pudo completar la acción. Revise su conexión e intente de nuevo.`
  switch (error.code) {
    case 'version_conflict':
      return t`El documento cambió desde que lo abrió. Revise la versión actual antes de continuar.`
    case 'action_not_allowed':
      return t`Esta acción ya no está permitida en el estado actual del documento.`
    case 'claimed_by_other':
      return t`Otra persona está trabajando este documento.`
    case 'maker_cannot_approve':
      return t`Usted preparó o envió este documento: debe aprobarlo otra persona.`
    case 'bill_total_negative':
      return t`El total de la factura es negativo: corríjalo antes de enviarla o aprobarla.`
    case 'amount_out_of_range':
      return t`El importe supera el máximo permitido por pago ($99,999,999.99).`
    case 'forbidden':
      return t`No tiene permiso para esta acción.`
    case 'not_found':
      return t`El documento ya no existe.`
    default:
      return error.message || t`No se pudo completar la acción.`
  }
}

/** The record as it is now, when the server answered a conflict with it (409 with `current`). */
export function conflictCurrent<T>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const current = (error.body as { current?: unknown }).current
  return current && typeof current === 'object' ? (current as T) : null
}
