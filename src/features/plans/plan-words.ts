import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BadgeTone } from '../../components/status-badge'
import type { DiscussionState } from '../../domain/plans/discussion'
import type { PlanTab } from '../../domain/plans/status'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeErrorCode } from '../../kit/errors/describe-error'
import type { PlanSignature } from './api/types'

/** The words and tones of a plan's states, tabs and signatures. */

const TABS: Record<PlanTab, MessageDescriptor> = {
  draft: msg`Borradores`,
  current: msg`Año en curso`,
  next: msg`Próximo año`,
  archived: msg`Archivados`,
}
export const planTabWord = (i18n: I18n, tab: PlanTab) => i18n._(TABS[tab])

const STATUSES: Record<number, MessageDescriptor> = {
  1: msg`Borrador`,
  2: msg`Activo (año en curso)`,
  3: msg`Activo (próximo año)`,
  4: msg`Archivado`,
}
export const planStatusWord = (i18n: I18n, statusId: number) => i18n._(STATUSES[statusId] ?? msg`Desconocido`)
export const planStatusTone = (statusId: number): BadgeTone => (statusId === 1 ? 'warning' : statusId === 4 ? 'neutral' : 'success')

const STATES: Record<DiscussionState, MessageDescriptor> = {
  draft: msg`Borrador`,
  achievements_submitted: msg`Logros sometidos`,
  signature_requested: msg`Firma solicitada`,
  authorized_signed: msg`Firmado por la persona autorizada`,
  provider_signed: msg`Firmado por el proveedor`,
  supervisor_signed: msg`Completo`,
}
export const discussionStateWord = (i18n: I18n, state: DiscussionState) => i18n._(STATES[state])
export const discussionStateTone = (state: DiscussionState): BadgeTone =>
  state === 'supervisor_signed' ? 'success' : state === 'draft' || state === 'achievements_submitted' ? 'neutral' : 'info'

const ROLES: Record<PlanSignature['role'], MessageDescriptor> = {
  authorized: msg`Persona autorizada`,
  provider: msg`Proveedor`,
  supervisor: msg`Supervisor`,
}
export const signatureRoleWord = (i18n: I18n, role: PlanSignature['role']) => i18n._(ROLES[role])

const VOID_REASONS: Record<string, MessageDescriptor> = {
  content_changed: msg`el contenido firmado cambió`,
  reverted_to_draft: msg`la discusión volvió a borrador`,
  discarded: msg`se descartaron las firmas`,
}
export const voidReasonWord = (i18n: I18n, reason: string | null) => (reason && VOID_REASONS[reason] ? i18n._(VOID_REASONS[reason]) : (reason ?? ''))

/** Refusals of the plan calls, in the person's words (the rest go through describeError). */
export const PLAN_ERROR_CODES: Record<string, MessageDescriptor> = {
  signature_out_of_order: msg`Las firmas van en orden: la persona autorizada, el proveedor y luego el supervisor.`,
  action_not_allowed: msg`La discusión no está en un estado que permita esta acción.`,
  achievements_missing: msg`Cada objetivo necesita su logro del periodo antes de someter.`,
  plan_archived: msg`El plan está archivado: revértalo a borrador para cambiarlo.`,
  plan_exists: msg`El referido ya tiene un plan para ese año.`,
  plan_not_draft: msg`Solo se elimina un plan en borrador.`,
  plan_past_year: msg`Un plan de un año pasado no vuelve a borrador.`,
  invalid_status_change: msg`El plan no puede pasar a ese estado.`,
  objective_value_out_of_range: msg`La meta está fuera del rango de su tipo de medición.`,
}

/** A refusal of a plan call in words: the plan's own codes first, then the app's. */
export function describePlanError(i18n: I18n, error: unknown): string {
  return error instanceof ApiError ? describeErrorCode(i18n, error.code, describeError(i18n, error), PLAN_ERROR_CODES) : describeError(i18n, error)
}

/**
 * The record as the server has it now, when `error` is a stale-version refusal (409
 * version_conflict): the record, or null when it is gone. Undefined for any other error.
 */
export function currentOnConflict<T>(error: unknown): T | null | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'version_conflict') return undefined
  return ((error.body as { current?: T | null }).current ?? null) as T | null
}
