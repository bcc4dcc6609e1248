import type { PlanChange } from '../domain/plans/offline'
import type { CommandRequest, OfflineCommandName } from '../domain/offline-commands'
import type { ReferralAppointment } from '../domain/referrals/types'
import type { ServiceSession } from '../domain/service-sessions/types'

/**
 * A change saved on this device that the server has not acknowledged yet.
 *
 * - `seq` (auto-increment) is the device's order; it is sent as the mutation's sequence number.
 * - `id` is the mutation's identity, sent as Idempotency-Key: the server applies it once.
 * - `baseHash` is the server version the person changed. It is added to the request at send time
 *   (and moved forward when an earlier change of the same record is acknowledged), never frozen
 *   into the request, and neither is the access token.
 * - `state`: `pending` waits to be sent; `failed` was refused for good (4xx) and needs the person
 *   ("Requiere atención"); `conflict` was based on an old version (409) and needs a choice.
 */
export interface OutboxEntry {
  seq?: number
  id: string
  userId: number
  /** The offline command (src/domain/offline-commands): a name stored on devices, never renamed. */
  type: OfflineCommandName
  entityId: string
  request: CommandRequest
  baseHash: string | null
  createdAt: string
  state: 'pending' | 'failed' | 'conflict'
  attempts: number
  /** Epoch ms before which a retry waits (backoff after a network error or 5xx). */
  nextAttemptAt: number
  lastError?: { status: number; code: string; message: string; errors?: Record<string, string> }
  /** For `conflict`: the server's current record (null when it was deleted there). */
  current?: ServiceSession | null
  /** For a `conflict` of an appointment event: the appointment as the server has it now. */
  currentAppointment?: ReferralAppointment | null
  /** For a plan change (issue 13): the plan and what the change does, to show it on the device's copy until acknowledged. */
  plan?: { planId: number; change: PlanChange }
  /** Records whose unsent changes go first (an objective waits for its new goal); held with them. */
  dependsOn?: string[]
  /** For a `conflict` of a plan change: the row as the server has it now (null once deleted there). */
  currentPlanRow?: unknown
}

export type SyncState = 'synced' | 'pending' | 'failed' | 'conflict'
