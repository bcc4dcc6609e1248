import { COMPANY_TIME_ZONE } from '../../src/domain/constants'
import type { DiscussionState } from '../../src/domain/plans/discussion'
import { formatDate } from '../../src/domain/formats/dates'
import { companyToday } from '../../src/domain/rules/company-time'
import { readerLanguage, words } from '../i18n/reader-language'
import { PLAN_STATUS } from '../../src/domain/plans/status'

/**
 * The words the plan PDFs print, in the reader's language (server/i18n/reader-language.ts):
 * Spanish by default (the office's and the families' language), English to an en-US reader.
 */

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

const STATE_WORDS: Record<DiscussionState, [string, string]> = {
  draft: ['Borrador', 'Draft'],
  achievements_submitted: ['Logros sometidos', 'Achievements submitted'],
  signature_requested: ['Firma solicitada', 'Signature requested'],
  authorized_signed: ['Firmado por la persona autorizada', 'Signed by the authorized person'],
  provider_signed: ['Firmado por el proveedor', 'Signed by the provider'],
  supervisor_signed: ['Firmado por el supervisor (completo)', 'Signed by the supervisor (complete)'],
}

/** A discussion's state in words (its code when unknown). */
export function stateName(state: string): string {
  const pair = STATE_WORDS[state as DiscussionState]
  return pair ? words(...pair) : state
}

export type SignerRole = 'authorized' | 'provider' | 'supervisor'

export function roleName(role: SignerRole): string {
  if (role === 'authorized') return words('Persona autorizada', 'Authorized person')
  if (role === 'provider') return words('Proveedor', 'Provider')
  return words('Supervisor', 'Supervisor')
}

/** "Firma del proveedor" / "Provider's signature". */
export function signatureOfRole(role: SignerRole): string {
  return words(`Firma del ${roleName(role).toLowerCase()}`, `${roleName(role)}'s signature`)
}

const VOID_WORDS: Record<string, [string, string]> = {
  content_changed: ['el contenido cambió después de firmar', 'the content changed after signing'],
  discarded: ['firmas descartadas', 'signatures discarded'],
  reverted_to_draft: ['revertido a borrador', 'reverted to draft'],
}

/** Why a signature was voided, in words (its code when unknown). */
export function voidReason(reason: string): string {
  const pair = VOID_WORDS[reason]
  return pair ? words(...pair) : reason
}

/** Plan status_id (spec §4) in words. */
export function planStatusName(statusId: number): string {
  if (statusId === PLAN_STATUS.draft) return words('Borrador', 'Draft')
  if (statusId === PLAN_STATUS.archived) return words('Archivado', 'Archived')
  return words('Activo', 'Active')
}

/** A plan period's name (plan_periods name / name_en) in the reader's language. */
export const planPeriodName = (period: { name: string; name_en: string | null } | undefined): string =>
  period ? (readerLanguage() === 'en' ? (period.name_en ?? period.name) : period.name) : ''
