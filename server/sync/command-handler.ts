import { offlineCommands, schemaOf, type InputOf, type OfflineCommandName } from '../../src/domain/offline-commands'
import type { ServerConfig } from '../config'
import { parseWith } from '../http/validate'
import type { RouteAccess } from '../permissions/access'
import type { OfficeViewer } from '../permissions/viewer'
import type { WriteContext } from '../service-sessions/writes'
import type { EffectResult } from '../core/idempotency'

/**
 * What the server does with one offline command (src/domain/offline-commands), whichever way it
 * arrives: alone at its single endpoint or inside the batched push (push.ts). Each resource
 * keeps its handlers beside its routes; server/sync/commands.ts gathers them.
 */
export interface CommandHandler {
  run: MutationRunner
  /** The declaration of the command's single endpoint: the push holds each mutation to it. */
  access: RouteAccess
  /**
   * The caller as a resource's own calls see her, read once per batch before its transaction:
   * `referrals` (module, own and supervised referrals) or `plans` (plans.read, or a provider).
   */
  viewer?: 'referrals' | 'plans'
  /** Only adds a new row nobody else in the batch reads: the push may write it with the others at the end. */
  deferrable?: true
}

export interface MutationInput {
  ctx: WriteContext
  body: unknown
  /** The path's first parameter, lower case ('' when it has none). */
  id: string
  /** Today in the company's zone, for the date rules of the session form. */
  today: string
  /** The caller as the referral calls see it; given when the handler's `viewer` is `referrals`. */
  officeViewer?: () => Promise<OfficeViewer>
  /** The caller as the plan calls see it; given when the handler's `viewer` is `plans`. */
  planViewer?: () => Promise<OfficeViewer>
  /** The server's configuration (a discussion's guest link lifetime). */
  planConfig?: ServerConfig
  /** The path's second parameter (an achievement's period), when it has one. */
  secondId?: string
}

export type MutationRunner = (input: MutationInput) => Promise<EffectResult>

/**
 * A command's body judged with the schema its registry entry names (422 with field codes if
 * not): the single endpoint and the push judge it alike. `today` for the schemas that need it.
 */
export function parseCommand<N extends OfflineCommandName>(name: N, body: unknown, today?: string): InputOf<(typeof offlineCommands)[N]['input']> {
  const input = offlineCommands[name].input
  if (typeof input === 'function' && today === undefined) throw new Error(`The command ${name} is judged on a date`)
  return parseWith(schemaOf(input, today ?? ''), body) as InputOf<(typeof offlineCommands)[N]['input']>
}
