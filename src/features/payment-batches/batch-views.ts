import { t } from '@lingui/core/macro'
import type { BadgeTone } from '../../components/status-badge'
import { batchFlow, type BatchAction } from '../../domain/workflows/batch-flow'
import type { FlowAction } from '../../domain/workflows/flow'
import { paymentFlow } from '../../domain/workflows/payment-flow'
import { ApiError } from '../../sync/api-errors'
import type { ActionView } from '../../kit/workflow/action-view'
import { workflowErrorMessage } from '../../kit/workflow/workflow-errors'

/** How the payment screens show the flows: tones per status, words per action, refusals in words. */

export const BATCH_TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  rejected: 'warning',
  approved: 'success',
  processing: 'info',
  processed: 'success',
}

export const PAYMENT_TONES: Record<string, BadgeTone> = { pending: 'info', paid: 'success', returned: 'danger', cancelled: 'neutral' }

export function batchActionLabel(code: string): string {
  switch (code as BatchAction | 'create' | 'change-owner' | 'get-ach-file' | 'reissue-ach-file' | 'pay' | 'cancel' | 'mark-returned') {
    case 'create':
      return t`Lote preparado`
    case 'submit':
      return t`Enviar para aprobación`
    case 'approve':
      return t`Aprobar`
    case 'reject':
      return t`Rechazar`
    case 'claim':
      return t`Reclamar para procesar`
    case 'unclaim':
      return t`Liberar`
    case 'mark-processed':
      return t`Marcar como procesado`
    case 'request-reapproval':
      return t`Pedir una nueva aprobación`
    case 'reissue-ach-file':
      return t`Archivo ACH emitido de nuevo`
    case 'change-owner':
      return t`Cambio de responsable`
    case 'get-ach-file':
      return t`Archivo ACH generado`
    default:
      return code
  }
}

/** The flow's actions in its order, destructive and commented as its table says. */
export const batchActions = (): ActionView[] =>
  (Object.keys(batchFlow.actions) as BatchAction[]).map((code) => {
    const action = batchFlow.actions[code] as FlowAction<string>
    return { code, label: batchActionLabel(code), destructive: Boolean(action.destructive), comment: action.comment }
  })

export const paymentStatusCodes = Object.keys(paymentFlow.statuses)

/** The payment controls' codes in words, then the workflow's. */
export function batchRefusal(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined
  switch (code) {
    case 'maker_cannot_approve':
      return t`Usted preparó o envió este lote: debe aprobarlo otra persona de Finanzas.`
    case 'bank_account_changed':
      return t`La cuenta bancaria de algún proveedor cambió después de la aprobación. Pida una nueva aprobación del lote antes de generar el archivo ACH.`
    case 'ach_not_generated':
      return t`Descargue el archivo ACH antes de marcar el lote como procesado.`
    case 'ach_not_available':
      return t`El archivo ACH lo descarga quien procesa el lote, después de reclamarlo.`
    case 'ach_invalid_data':
      return t`Una cuenta bancaria o un dato de la empresa no sirve para el archivo ACH. Revise las cuentas de los proveedores y la configuración.`
    case 'batch_empty':
      return t`El lote no tiene pagos.`
    case 'missing_bank_account':
      return t`Algún proveedor del lote no tiene cuenta bancaria.`
    case 'bill_already_in_batch':
      return t`Alguna factura ya está en otro lote.`
    case 'bill_not_payable':
      return t`Solo se pagan facturas aprobadas.`
    case 'batch_not_editable':
      return t`El pago solo se cambia mientras su lote está en borrador o rechazado.`
    case 'invalid_owner':
      return t`El nuevo responsable debe ser una persona de Finanzas.`
    default:
      return workflowErrorMessage(error)
  }
}
