import { COMPANY_TIME_ZONE } from '../../src/domain/constants'
import type { DiscussionState } from '../../src/domain/plans/discussion'
import { formatDate } from '../../src/domain/formats/dates'
import { companyToday } from '../../src/domain/rules/company-time'

/** The words the plan PDFs print, in Spanish (the office's and the families' language). */

const timeWithSeconds = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as Puerto Rico reads it: MM/dd/yyyy HH:mm:ss AST. Puerto Rico keeps Atlantic
 * Standard Time all year (UTC−4, no daylight saving), so the label never changes.
 */
export function puertoRicoTime(at: Date): string {
  return `${formatDate(companyToday(at))} ${timeWithSeconds.format(at)} AST`
}

export const STATE_NAMES: Record<DiscussionState, string> = {
  draft: 'Borrador',
  achievements_submitted: 'Logros sometidos',
  signature_requested: 'Firma solicitada',
  authorized_signed: 'Firmado por la persona autorizada',
  provider_signed: 'Firmado por el proveedor',
  supervisor_signed: 'Firmado por el supervisor (completo)',
}

export const ROLE_NAMES: Record<'authorized' | 'provider' | 'supervisor', string> = {
  authorized: 'Persona autorizada',
  provider: 'Proveedor',
  supervisor: 'Supervisor',
}

export const VOID_REASONS: Record<string, string> = {
  content_changed: 'el contenido cambió después de firmar',
  discarded: 'firmas descartadas',
  reverted_to_draft: 'revertido a borrador',
}

/** Plan status_id (spec §4) in words. */
export function planStatusName(statusId: number): string {
  if (statusId === 1) return 'Borrador'
  if (statusId === 4) return 'Archivado'
  return 'Activo'
}
