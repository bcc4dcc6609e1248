import type { AppointmentEvent, ReferralAppointment } from '../domain/referrals/types'
import type { ServiceSession } from '../domain/service-sessions/types'
import { APPOINTMENT_EVENT_MUTATION } from '../domain/sync/mutations'
import { isPlanMutation } from '../domain/plans/offline'
import { db } from '../db/database'
import { storePlanAnswers } from '../db/plans'
import { fromServer } from '../db/local-session'
import type { OutboxEntry, SyncState } from '../db/outbox-types'

export interface Ack {
  entry: OutboxEntry
  body: unknown
}

/**
 * When a change of a record is acknowledged, the person's later changes of that record were made
 * on top of it: their base version moves to the version the server just answered. Per record,
 * every version of the chain (the original base and each answered version but the last) maps
 * to the latest one, so entries already moved by an earlier batch keep following the chain.
 */
export class Rebases {
  private readonly byEntity = new Map<string, { bases: Set<string | null>; to: string }>()

  /** The version to send with `entry`. */
  baseFor(entry: OutboxEntry): string | null {
    const chain = this.byEntity.get(entry.entityId)
    return chain && chain.bases.has(entry.baseHash) ? chain.to : entry.baseHash
  }

  record(entry: OutboxEntry, newHash: string | null): void {
    if (newHash === null) return
    const chain = this.byEntity.get(entry.entityId)
    if (chain && chain.bases.has(entry.baseHash)) {
      chain.bases.add(chain.to)
      chain.to = newHash
    } else {
      this.byEntity.set(entry.entityId, { bases: new Set([entry.baseHash]), to: newHash })
    }
  }

  /**
   * A copy as of now. Acknowledgements are written in the background while the run goes on
   * recording newer ones: a write must move entries only as far as the acknowledgements it
   * writes, or an entry whose own acknowledgement is not yet written would be moved onto the
   * version it produces, and a later change made on the device's copy would no longer follow.
   */
  snapshot(): Rebases {
    const copy = new Rebases()
    for (const [entityId, chain] of this.byEntity) copy.byEntity.set(entityId, { bases: new Set(chain.bases), to: chain.to })
    return copy
  }

  chainOf(entityId: string) {
    return this.byEntity.get(entityId)
  }
}

function serverRecord(body: unknown): ServiceSession | null {
  return body && typeof body === 'object' && 'hash' in body && 'id' in body ? (body as ServiceSession) : null
}

/** What the server answers to an appointment event: the appointment now, and the event recorded. */
interface AppointmentEventAnswer {
  appointment: ReferralAppointment
  event: AppointmentEvent
}

function appointmentAnswer(body: unknown): AppointmentEventAnswer | null {
  const answer = body as Partial<AppointmentEventAnswer> | null
  return answer && typeof answer === 'object' && answer.appointment && answer.event ? (answer as AppointmentEventAnswer) : null
}

/** The version the server answered for the record `entry` changed (an appointment event moves its appointment's). */
export function hashOf(entry: OutboxEntry, body: unknown): string | null {
  if (entry.type === APPOINTMENT_EVENT_MUTATION) return appointmentAnswer(body)?.appointment.hash ?? null
  return serverRecord(body)?.hash ?? null
}

/**
 * Records acknowledged changes in one transaction: removes their outbox entries, moves later
 * entries of the same records onto the new versions, and updates the device's copies with what
 * the server answered (its version, and any office edit merged in).
 *
 * Acknowledgements are written in batches. That is safe: if the tab dies before a batch is
 * written, those changes are sent again, and the server answers each repeat from its
 * idempotency record without applying it twice.
 */
export async function commitAcks(acks: Ack[], rebases: Rebases): Promise<void> {
  if (acks.length === 0) return
  const entityIds = [...new Set(acks.map((ack) => ack.entry.entityId))]
  await db.transaction('rw', [db.outbox, db.serviceSessions, db.appointments, db.appointmentEvents, db.plans], async () => {
    await db.outbox.bulkDelete(acks.map((ack) => ack.entry.seq!))
    const remaining = await db.outbox.where('entityId').anyOf(entityIds).sortBy('seq')
    const firstRemaining = new Map<string, OutboxEntry>()
    for (const entry of remaining) if (!firstRemaining.has(entry.entityId)) firstRemaining.set(entry.entityId, entry)
    // Later entries of these records now build on the versions just answered.
    const moved = remaining.filter((entry) => rebases.baseFor(entry) !== entry.baseHash)
    await Promise.all(moved.map((entry) => db.outbox.update(entry.seq!, { baseHash: rebases.baseFor(entry) })))

    await storeAppointmentAnswers(acks.filter((ack) => ack.entry.type === APPOINTMENT_EVENT_MUTATION))
    await storePlanAnswers(acks.filter((ack) => isPlanMutation(ack.entry.type)))
    const sessionAcks = acks.filter((ack) => ack.entry.type !== APPOINTMENT_EVENT_MUTATION && !isPlanMutation(ack.entry.type))
    const lastAck = new Map(sessionAcks.map((ack) => [ack.entry.entityId, ack]))
    const synced = []
    const gone = []
    for (const [entityId, { entry, body }] of lastAck) {
      const record = serverRecord(body)
      const waiting = firstRemaining.get(entityId)
      if (!waiting) {
        if (entry.type === 'service-session.delete') gone.push(entityId)
        else if (record) synced.push(fromServer(record))
        continue
      }
      // Later changes are still waiting: keep the person's latest version, note the server's.
      const state: SyncState = waiting.state
      await db.serviceSessions.update(entityId, record ? { server: record, hash: record.hash, syncState: state } : { syncState: state })
    }
    await db.serviceSessions.bulkPut(synced)
    await db.serviceSessions.bulkDelete(gone)
  })
}

/**
 * An acknowledged appointment event goes into the referral replica of every owner that holds its
 * appointment (a supervisor's copy too): the appointment as answered (its new status and version)
 * and the event, so the screen shows the server's record where it showed the pending change.
 */
async function storeAppointmentAnswers(acks: Ack[]): Promise<void> {
  for (const { body } of acks) {
    const answer = appointmentAnswer(body)
    if (!answer) continue
    const held = await db.appointments.where('id').equals(answer.appointment.id).toArray()
    for (const { owner } of held) {
      await db.appointments.put({ ...answer.appointment, owner })
      await db.appointmentEvents.put({ ...answer.event, owner })
    }
  }
}
