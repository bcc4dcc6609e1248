import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Company } from '../../domain/company'
import type { PermissionSet } from '../../domain/permissions/permissions'
import { REPORT_CODES, REPORTS, type ReportCode, type ReportRun } from '../../domain/reports/catalogue'
import type { BadgeTone } from '../../components/status-badge'
import { accessTo } from '../../kit/office/access'

export const REPORT_TITLES: Record<ReportCode, MessageDescriptor> = {
  'active-students': msg`Estudiantes activos (detalle)`,
  'visits-per-period': msg`Visitas por periodo de facturación`,
  'expiring-licenses': msg`Licencias vencidas o por vencer`,
}

export const REPORT_DESCRIPTIONS: Record<ReportCode, MessageDescriptor> = {
  'active-students': msg`Cada referido activo: estudiante, escuela, servicio, proveedor y frecuencia.`,
  'visits-per-period': msg`Sesiones y visitas del periodo por región, proveedor y servicio.`,
  'expiring-licenses': msg`Licencias de proveedores activos vencidas o que vencen en 30 días.`,
}

export const RUN_STATUS_LABELS: Record<ReportRun['status'], MessageDescriptor> = {
  queued: msg`En espera`,
  running: msg`Generando`,
  done: msg`Listo`,
  failed: msg`Falló`,
}

export const RUN_STATUS_TONES: Record<ReportRun['status'], BadgeTone> = { queued: 'neutral', running: 'info', done: 'success', failed: 'danger' }

export const RUN_ERRORS: Record<string, MessageDescriptor> = {
  interrupted: msg`El servidor se detuvo mientras se generaba. Genérelo de nuevo.`,
  report_failed: msg`No se pudo generar el informe. Intente de nuevo.`,
}

/** The reports this person may run: the module of the report's data and its permission, as the server checks. */
export function availableReports(user: Partial<PermissionSet>, company: Pick<Company, 'modules'> | null): ReportCode[] {
  return REPORT_CODES.filter((code) => {
    const { permission, module } = REPORTS[code]
    return accessTo(module ? { permission, module } : { permission }, user, company) === 'allowed'
  })
}
