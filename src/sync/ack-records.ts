import { commandOf, type LocalRecordKind } from '../domain/offline-commands'
import type { AppointmentEvent, ReferralAppointment } from '../domain/referrals/types'
import type { ServiceSession } from '../domain/service-sessions/types'
import { db } from '../db/database'
import { fromServer } from '../db/local-session'
import type { OutboxEntry, SyncState } from '../db/outbox-types'
import { storePlanAnswers } from '../db/plans'

export interface Ack {
  entry: OutboxEntry
  body: unknown
}

/**
 * How an answer settles each kind of local record an offline command names (its registry entry's
 * `ack.record`): the engine and the acknowledgements dispatch through this table, never on a
 * command's name.
 */
export interface AckRecord {
  /** The version the answer gives the record: the person's later changes of it are based on it. */
  versionOf(body: unknown): string | null
  /**
   * Writes the acknowledged answers into the device's copies, inside the acknowledgements'
   * transaction (over `ackTables`). `waiting`: each record's oldest change still in the outbox.
   */
  store(acks: Ack[], waiting: Map<string, OutboxEntry>): Promise<void>
  /** Where a 409's `current` is kept on the entry set aside. */
  conflictFields(current: unknown): Partial<OutboxEntry>
}

/** The kind of local record an entry's command settles. */
export const recordKindOf = (entry: OutboxEntry): LocalRecordKind => commandOf(entry.type).ack.record

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

const session: AckRecord = {
  versionOf: (body) => serverRecord(body)?.hash ?? null,
  async store(acks, waiting) {
    const lastAck = new Map(acks.map((ack) => [ack.entry.entityId, ack]))
    const synced = []
    const gone = []
    for (const [entityId, { entry, body }] of lastAck) {
      const record = serverRecord(body)
      const next = waiting.get(entityId)
      if (!next) {
        if (commandOf(entry.type).ack.removes) gone.push(entityId)
        else if (record) synced.push(fromServer(record))
        continue
      }
      // Later changes are still waiting: keep the person's latest version, note the server's.
      const state: SyncState = next.state
      await db.serviceSessions.update(entityId, record ? { server: record, hash: record.hash, syncState: state } : { syncState: state })
    }
    await db.serviceSessions.bulkPut(synced)
    await db.serviceSessions.bulkDelete(gone)
  },
  conflictFields: (current) => ({ current: current as ServiceSession | null }),
}

/**
 * An acknowledged appointment event goes into the referral replica of every owner that holds its
 * appointment (a supervisor's copy too): the appointment as answered (its new status and version)
 * and the event, so the screen shows the server's record where it showed the pending change.
 */
const appointment: AckRecord = {
  versionOf: (body) => appointmentAnswer(body)?.appointment.hash ?? null,
  async store(acks) {
    for (const { body } of acks) {
      const answer = appointmentAnswer(body)
      if (!answer) continue
      const held = await db.appointments.where('id').equals(answer.appointment.id).toArray()
      for (const { owner } of held) {
        await db.appointments.put({ ...answer.appointment, owner })
        await db.appointmentEvents.put({ ...answer.event, owner })
      }
    }
  },
  // Kept apart from `current`, so session screens never read an appointment as a session.
  conflictFields: (current) => ({ currentAppointment: current as ReferralAppointment | null }),
}

/** A plan row: each copy of its plan takes the server's number and version of the row. */
const planRow: AckRecord = {
  versionOf: (body) => serverRecord(body)?.hash ?? null,
  store: (acks) => storePlanAnswers(acks),
  conflictFields: (current) => ({ currentPlanRow: current }),
}

export const ackRecords: Record<LocalRecordKind, AckRecord> = { 'service-session': session, appointment, 'plan-row': planRow }

/** The tables `store` writes, for the acknowledgements' transaction. */
export const ackTables = () => [db.serviceSessions, db.appointments, db.appointmentEvents, db.plans]
