import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { BadgeTone } from '../../../components/status-badge'
import { ROLE_NAMES, ROLE_PERMISSIONS } from '../../../domain/permissions/permissions'
import type { ScrubRule } from '../../../domain/scrubber/rules'
import { ApiError } from '../../../sync/api-errors'
import { describeError } from '../../../kit/errors/describe-error'

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

/**
 * The "Advertencia" before closing a period: what closing stops, and that it is undone by "Abrir
 * de nuevo" — by whom (the roles whose permission the server checks, billing.manage held for
 * every customer, server/core/period-lock.ts) and with a reason. Not "no se puede revertir":
 * it can.
 */
export function periodLockWarning(locale: string): string {
  const roles = new Intl.ListFormat(locale, { type: 'disjunction' }).format(ROLE_NAMES.filter((role) => ROLE_PERMISSIONS[role].includes('billing.manage')))
  return t`Al cerrar el periodo, sus visitas dejan de aceptar cambios: no se podrá registrar, editar ni mover una sesión con fecha dentro del periodo, ni excluir una visita de la facturación o volver a incluirla. Se puede abrir de nuevo con «Abrir de nuevo», escribiendo el motivo; lo puede hacer quien tenga el rol ${roles} para todos los clientes. ¿Desea cerrar el periodo?`
}

/** The server's refusals of an exclusion (server/scrubber/exclusions.ts) in words, then the common ones. */
export function exclusionErrorMessage(i18n: I18n, error: unknown): string {
  switch (error instanceof ApiError ? error.code : undefined) {
    case 'visit_on_live_bill':
      return t`La visita ya está en una factura de proveedor que no fue cancelada: no puede excluirse de la facturación. Cancele primero la factura o, si ya fue aprobada, corrija con un ajuste.`
    case 'already_excluded':
      return t`La visita ya está excluida de la facturación.`
    case 'period_locked':
      return t`El periodo de facturación está cerrado: sus visitas no se pueden cambiar.`
    default:
      return describeError(i18n, error)
  }
}
