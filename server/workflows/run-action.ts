import { randomUUID } from 'node:crypto'
import { decide, type FlowActor, type FlowDocument, type Refusal, type Transition } from '../../src/domain/workflows/decide'
import { isRequestable, type Flow } from '../../src/domain/workflows/flow'
import { ActionInput } from '../../src/domain/workflows/types'
import type { Executor } from '../db/client'
import { forbidden, HttpError } from '../http/errors'
import { staleVersion } from '../http/references'
import { parseWith } from '../http/validate'
import type { OfficeViewer } from '../permissions/viewer'
import { moveDocument } from './move'

/**
 * The one function every workflow action goes through (ARCHITECTURE.md "Document workflows").
 * Inside the caller's transaction it locks the document's row, asks the flow's table whether
 * this caller may take this action now (decide.ts), applies the transition with a new `hash`,
 * and writes the event — so two people acting on the same document at once are serialised by
 * the lock, and the second one gets 409 instead of a silently repeated step.
 *
 * A document type supplies a store: how to lock-and-read its row (404 when the caller may not
 * see it, exactly as a missing one), how to write a transition, and its read answer.
 */
export interface DocumentStore<TDoc extends FlowDocument & { id: number }, TAnswer> {
  /** The visible row, locked FOR UPDATE; 404 when missing or not visible. */
  lock(tx: Executor, id: number, viewer: OfficeViewer): Promise<TDoc>
  /** Writes the new status, hash and claim (and whatever the type records with them, e.g. processed_at). */
  apply(tx: Executor, document: TDoc, change: Transition & { hash: string; at: Date; userId: number }): Promise<void>
  /** The document as GET answers it (after the change; or as it is now, for a 409). */
  answer(tx: Executor, id: number, viewer: OfficeViewer): Promise<TAnswer>
}

export interface ActionCall {
  id: number
  action: string
  /** The request body, judged after the permission (house order). */
  body: () => unknown
  viewer: OfficeViewer
  now: Date
}

export const actorOf = (viewer: OfficeViewer): FlowActor => ({ userId: viewer.userId, providerId: viewer.providerId, permissions: viewer.permissions })

const MESSAGES: Record<Refusal['code'], string> = {
  forbidden: 'No tiene permiso para esta acción.',
  action_not_allowed: 'Esta acción no está permitida en el estado actual del documento.',
  claimed_by_other: 'El documento lo está trabajando otra persona.',
  maker_cannot_approve: 'Quien preparó o envió el documento no puede aprobarlo: debe aprobarlo otra persona.',
  comment_required: 'Escriba un comentario para esta acción.',
  version_conflict: 'El documento cambió desde que se abrió. Compare ambas versiones.',
}

export async function runAction<TDoc extends FlowDocument & { id: number }, TAnswer>(
  tx: Executor,
  flow: Flow,
  store: DocumentStore<TDoc, TAnswer>,
  call: ActionCall,
): Promise<TAnswer> {
  const document = await store.lock(tx, call.id, call.viewer)
  const actor = actorOf(call.viewer)
  // The permission first, from a body-less request: a caller without it learns nothing more.
  const permitted = decide(flow, call.action, document, actor, { hash: document.hash })
  if (!permitted.ok && permitted.refusal.code === 'forbidden') throw forbidden()
  const input = parseWith(ActionInput, call.body())
  const decision = decide(flow, call.action, document, actor, input)
  if (!decision.ok) throw await refusalError(tx, store, call, decision.refusal, document.status)
  const hash = randomUUID()
  const move = {
    documentId: call.id,
    action: call.action,
    from: decision.transition.from,
    // A blank comment is none.
    comment: input.comment?.trim() ? input.comment : null,
    userId: call.viewer.userId,
    at: call.now,
  }
  await moveDocument(tx, flow, move, () => store.apply(tx, document, { ...decision.transition, hash, at: call.now, userId: call.viewer.userId }))
  return store.answer(tx, call.id, call.viewer)
}

/** Every refusal but 403 carries the record as it is now, so the screen can show what changed. */
async function refusalError<TDoc extends FlowDocument & { id: number }, TAnswer>(
  tx: Executor,
  store: DocumentStore<TDoc, TAnswer>,
  call: ActionCall,
  refusal: Refusal,
  status: string,
): Promise<HttpError> {
  if (refusal.code === 'forbidden') return forbidden()
  if (refusal.code === 'comment_required') return new HttpError(422, 'validation_failed', MESSAGES.comment_required, { comment: 'comment_required' })
  const current = await store.answer(tx, call.id, call.viewer)
  if (refusal.code === 'version_conflict') return staleVersion(current, MESSAGES.version_conflict)
  return new HttpError(409, refusal.code, MESSAGES[refusal.code], undefined, undefined, { status, current })
}

/** The action names a route accepts, for its path parameter (anything else, an automatic move included, names nothing: 404). */
export const isActionOf = (flow: Flow, action: string) => isRequestable(flow, action)
