import { t } from '@lingui/core/macro'
import type { BadgeTone } from '../../../components/status-badge'
import type { ScrubRule } from '../../../domain/scrubber/rules'

/** The scrubber's rules and the period's lock actions in the screen's language (codes from the server). */
export function ruleName(rule: ScrubRule): string {
  switch (rule) {
    case 'license_lapsed':
      return t`Licencia vencida en la fecha del servicio`
    case 'telehealth_license_lapsed':
      return t`Licencia de telepráctica vencida o ausente`
    case 'no_active_plan':
      return t`Sin plan de intervención activo`
    case 'frequency_exceeded':
      return t`Frecuencia semanal excedida`
    case 'overlap':
      return t`Sesiones del proveedor superpuestas`
    case 'missing_signature':
      return t`Falta la firma del proveedor`
  }
}

export const PERIOD_TONES: Record<string, BadgeTone> = { open: 'success', locked: 'neutral' }

export function periodActionLabel(code: string): string {
  switch (code) {
    case 'lock':
      return t`Cerrar periodo`
    case 'unlock':
      return t`Abrir de nuevo`
    default:
      return code
  }
}
