import { t } from '@lingui/core/macro'
import type { BadgeTone } from '../../components/status-badge'
import type { ContractDocumentUseType } from '../../domain/contracts/list-constants'
import type { FlowAction } from '../../domain/workflows/flow'
import { contractFlow, type ContractAction } from '../../domain/workflows/contract-flow'
import type { ActionView } from '../../kit/workflow/action-view'

/** How the contract screens show the flow: tones per status, words per action and per document use. */

export const CONTRACT_TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  returned: 'warning',
  approved: 'success',
  voided: 'danger',
  cancelled: 'danger',
}

export function contractActionLabel(code: string): string {
  switch (code as ContractAction | 'create' | 'add-attachment' | 'remove-attachment' | 'set-use-type') {
    case 'create':
      return t`Contrato preparado`
    case 'submit':
      return t`Enviar`
    case 'approve':
      return t`Aprobar`
    case 'return-for-revision':
      return t`Devolver para revisión`
    case 'unlock':
      return t`Desbloquear`
    case 'void':
      return t`Anular`
    case 'cancel':
      return t`Cancelar contrato`
    case 'add-attachment':
      return t`Documento añadido`
    case 'remove-attachment':
      return t`Documento eliminado`
    case 'set-use-type':
      return t`Uso del documento cambiado`
    default:
      return code
  }
}

/** The flow's actions in its order, destructive and commented as its table says. */
export const contractActions = (): ActionView[] =>
  (Object.keys(contractFlow.actions) as ContractAction[]).map((code) => {
    const action = contractFlow.actions[code] as FlowAction<string>
    return { code, label: contractActionLabel(code), destructive: Boolean(action.destructive), comment: action.comment }
  })

export function documentUseLabel(useType: ContractDocumentUseType): string {
  switch (useType) {
    case 'to-sign':
      return t`Para firmar`
    case 'signed':
      return t`Firmado`
    case 'reference':
      return t`Referencia`
  }
}

/** The refusals of the contract control in words (the server's codes). */
export function contractRefusal(code: string | undefined): string | null {
  if (code === 'provider_license_expired') return t`La licencia del proveedor está vencida: el contrato no se puede aprobar hasta que la renueve.`
  if (code === 'provider_insurance_expired') return t`El seguro de responsabilidad del proveedor está vencido: el contrato no se puede aprobar hasta que lo renueve.`
  return null
}
