import { statusNameOf } from '../i18n/reader-language'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Flow } from '../../src/domain/workflows/flow'
import type { DocumentEvent } from '../../src/domain/workflows/types'
import type { Executor } from '../db/client'
import { documentEvents, users } from '../db/schema'

/** The history of workflow documents (`document_events`): written with each change, read per document. */

export interface NewEvent {
  documentId: number
  action: string
  from: string | null
  to: string
  comment: string | null
  userId: number
  at: Date
}

/**
 * The only writer of `document_events`: the runner's moves (move.ts) and the lines of a
 * document's history that are not moves (its creation, a contract's documents, a batch's new
 * owner or ACH file, a log's OCR reading), in the caller's transaction.
 */
export async function writeEvent(tx: Executor, flow: Flow, event: NewEvent): Promise<void> {
  await writeEvents(tx, flow, [event])
}

/** Several events of one kind of document in one statement (a batch's payments). */
export async function writeEvents(tx: Executor, flow: Flow, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return
  await tx.insert(documentEvents).values(
    events.map((event) => ({
      document_type: flow.documentType,
      document_id: event.documentId,
      action: event.action,
      from_status: event.from,
      to_status: event.to,
      comment: event.comment,
      user_id: event.userId,
      at: event.at,
    })),
  )
}

/** A document's events, oldest first, with the statuses' names and who acted. */
export async function listEvents(db: Executor, flow: Flow, documentId: number): Promise<DocumentEvent[]> {
  const rows = await db
    .select({
      id: documentEvents.id,
      action: documentEvents.action,
      from_status: documentEvents.from_status,
      to_status: documentEvents.to_status,
      comment: documentEvents.comment,
      user_id: documentEvents.user_id,
      user_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
      at: documentEvents.at,
    })
    .from(documentEvents)
    .innerJoin(users, eq(users.id, documentEvents.user_id))
    .where(and(eq(documentEvents.document_type, flow.documentType), eq(documentEvents.document_id, documentId)))
    .orderBy(asc(documentEvents.at), asc(documentEvents.id))
  const nameOf = (status: string) => statusNameOf(flow, status)
  return rows.map((row) => ({
    ...row,
    from_status_name: row.from_status === null ? null : nameOf(row.from_status),
    to_status_name: nameOf(row.to_status),
    at: row.at.toISOString(),
  }))
}

/**
 * A deleted document takes its history with it (the table has no foreign key to each kind);
 * several documents of a kind at once in one statement (a batch's payments).
 */
export async function deleteEvents(tx: Executor, flow: Flow, documentIds: number | readonly number[]): Promise<void> {
  const ids = typeof documentIds === 'number' ? [documentIds] : [...documentIds]
  if (ids.length === 0) return
  await tx.delete(documentEvents).where(and(eq(documentEvents.document_type, flow.documentType), inArray(documentEvents.document_id, ids)))
}
