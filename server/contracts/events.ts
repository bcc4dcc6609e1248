import { and, eq } from 'drizzle-orm'
import { contractFlow } from '../../src/domain/workflows/contract-flow'
import type { DocumentEvent } from '../../src/domain/workflows/types'
import type { Executor } from '../db/client'
import { documentEvents } from '../db/schema'
import { notFound } from '../http/errors'
import type { OfficeViewer } from '../permissions/viewer'
import { listEvents } from '../workflows/events'
import { visibleContract } from './access'

/**
 * GET /provider-contracts/events/{id}: one event of a contract's history, by the event's id. The
 * event is reached through its contract: an event of a contract the caller may not see, or of
 * another document type, answers 404 exactly as a missing one.
 */
export async function contractEvent(db: Executor, viewer: OfficeViewer, eventId: number): Promise<DocumentEvent> {
  const [row] = await db
    .select({ document_id: documentEvents.document_id })
    .from(documentEvents)
    .where(and(eq(documentEvents.id, eventId), eq(documentEvents.document_type, contractFlow.documentType)))
  if (!row) throw notFound('El evento no existe.')
  await visibleContract(db, viewer, row.document_id).catch(() => {
    throw notFound('El evento no existe.')
  })
  const event = (await listEvents(db, contractFlow, row.document_id)).find((one) => one.id === eventId)
  if (!event) throw notFound('El evento no existe.')
  return event
}
