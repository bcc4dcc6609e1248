import { t } from '@lingui/core/macro'
import type { BadgeTone } from '../../components/status-badge'
import type { ImportSkipReason } from '../../domain/provider-bills/list-constants'
import type { FlowAction } from '../../domain/workflows/flow'
import { billFlow, type BillAction } from '../../domain/workflows/bill-flow'
import { ApiError } from '../../sync/api-errors'
import type { ActionView } from '../../kit/workflow/action-view'
import { workflowErrorMessage } from '../../kit/workflow/workflow-errors'

/** How the bill screens show the flow: tones per status, words per action, refusal and skip reason. */

export const BILL_TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  rejected: 'warning',
  approved: 'success',
  paid: 'success',
  cancelled: 'danger',
}

export function billActionLabel(code: string): string {
  switch (code as BillAction | 'create' | 'import-period-services') {
    case 'create':
      return t`Factura preparada`
    case 'import-period-services':
      return t`Servicios del periodo importados`
    case 'submit':
      return t`Enviar`
    case 'approve':
      return t`Aprobar`
    case 'reject':
      return t`Rechazar`
    case 'cancel':
      return t`Cancelar factura`
    default:
      return code
  }
}

/** The flow's actions in its order, destructive and commented as its table says. */
export const billActions = (): ActionView[] =>
  (Object.keys(billFlow.actions) as BillAction[]).map((code) => {
    const action = billFlow.actions[code] as FlowAction<string>
    return { code, label: billActionLabel(code), destructive: Boolean(action.destructive), comment: action.comment }
  })

/** The database's and the server's refusals of a bill in words (the server's codes), then the workflow's. */
export function billErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined
  switch (code) {
    case 'visit_excluded_from_billing':
      return t`La visita fue excluida de la facturación y no puede ir en una factura.`
    case 'visit_outside_contract':
      return t`La visita no está cubierta por un contrato aprobado del proveedor.`
    case 'visit_already_billed':
      return t`La visita ya está en otra factura.`
    case 'bill_exists':
      return t`El proveedor ya tiene una factura para este periodo.`
    case 'unknown_reference':
      return t`Algún dato seleccionado ya no existe.`
    default:
      return workflowErrorMessage(error)
  }
}

export function skipReasonLabel(reason: ImportSkipReason): string {
  return reason === 'no_contract' ? t`Sin contrato aprobado en esa fecha` : t`El contrato no tiene tarifa para este servicio y duración`
}
