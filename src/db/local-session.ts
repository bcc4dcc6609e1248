import type { SessionVisitInput } from '../domain/service-sessions/schemas'
import type { ServiceSession } from '../domain/service-sessions/types'
import type { SyncState } from './outbox-types'

/**
 * A service session as the device knows it: the person's latest version (which may not have
 * reached the server yet) and the server's last known copy, kept to restore it when a refused
 * change is discarded and to show both sides of a conflict.
 */
export interface LocalServiceSession
  extends Pick<ServiceSession, 'id' | 'provider_id' | 'service_id' | 'location_id' | 'date' | 'time' | 'duration_id' | 'session_type_id' | 'session_outcome_id' | 'notes'> {
  /** With each visit's data per objective when known (the server's answers carry it; an older copy may lack it). */
  visits: SessionVisitInput[]
  /** The server version this copy is based on; null until the server has it. */
  hash: string | null
  syncState: SyncState
  /** Deleted on the device; the deletion waits to be sent. */
  deleted: boolean
  server: ServiceSession | null
  /** When the person last saved it on the device (ISO). */
  savedAt: string
}

/** The device's copy of a session the server sent. */
export function fromServer(record: ServiceSession): LocalServiceSession {
  return {
    id: record.id,
    provider_id: record.provider_id,
    service_id: record.service_id,
    location_id: record.location_id,
    date: record.date,
    time: record.time,
    duration_id: record.duration_id,
    session_type_id: record.session_type_id,
    session_outcome_id: record.session_outcome_id,
    notes: record.notes,
    visits: record.visits.map(({ student_id, referral_id, visit_outcome_id, objective_data }) => ({
      student_id,
      referral_id,
      visit_outcome_id,
      ...(objective_data ? { objective_data: objective_data.map(({ objective_id, value, note }) => ({ objective_id, value, note: note ?? null })) } : {}),
    })),
    hash: record.hash,
    syncState: 'synced',
    deleted: false,
    server: record,
    savedAt: record.updated_at,
  }
}
