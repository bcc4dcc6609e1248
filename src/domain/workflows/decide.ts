import { canFor, type PermissionSet } from '../permissions/permissions'
import type { Flow, FlowAction } from './flow'

/**
 * The rule of every workflow action, as a pure function: who may take which action from which
 * status, and what it changes. The server runs it on the locked row (run-action.ts); the answer's
 * `allowed_actions` come from the same function, so a button is shown exactly when the server
 * would accept its action (barring a change made meanwhile: then the hash check answers 409).
 */

/** What the rule needs to know of a document. */
export interface FlowDocument {
  status: string
  hash: string
  /** Scopes staff permissions (a customer-scoped role reaches only its customer's documents). */
  customer_id: number | null
  provider_id?: number | null
  claimed_by?: number | null
  /** Who made it and who submitted it, for actions with `notByMaker`. */
  created_by?: number | null
  submitted_by?: number | null
}

/** Who is acting. */
export interface FlowActor {
  userId: number
  providerId: number | null
  permissions: PermissionSet
}

export interface ActionRequest {
  hash: string
  comment?: string | null | undefined
}

export type Refusal =
  | { status: 403; code: 'forbidden' }
  | { status: 409; code: 'action_not_allowed' }
  | { status: 409; code: 'claimed_by_other' }
  | { status: 409; code: 'maker_cannot_approve' }
  | { status: 422; code: 'comment_required' }
  | { status: 409; code: 'version_conflict' }

/** The change an accepted action makes (the new hash is the caller's: randomness stays out). */
export interface Transition {
  from: string
  to: string
  /** undefined: unchanged; null: released; a number: taken by that user. */
  claimed_by?: number | null
}

export type Decision = { ok: true; transition: Transition } | { ok: false; refusal: Refusal }

/** Whether the actor made or submitted the document (maker–checker). */
export const isMaker = (document: FlowDocument, actor: FlowActor): boolean => document.created_by === actor.userId || document.submitted_by === actor.userId

/** Whether the actor holds the action's permission for this document. */
export function mayTake(action: FlowAction<string>, document: FlowDocument, actor: FlowActor): boolean {
  if (actor.providerId !== null) return Boolean(action.ownProvider) && document.provider_id === actor.providerId
  return canFor(actor.permissions, action.permission, document.customer_id)
}

/**
 * The order is the house order (docs/access.md, "The order of the checks"): permission (403), then whether the
 * status allows it (409 action_not_allowed), the claim (409 claimed_by_other) and the separation
 * of duties (409 maker_cannot_approve), then the body
 * (422 comment_required), then the version (409 version_conflict). An unknown action is the
 * route's business (404).
 */
export function decide(flow: Flow, actionCode: string, document: FlowDocument, actor: FlowActor, request: ActionRequest): Decision {
  const action = flow.actions[actionCode]
  if (!action) throw new Error(`Unknown action ${actionCode} of ${flow.documentType}`)
  const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal })
  // Nobody asks for an automatic move: the server makes it (server/workflows/move.ts).
  if (action.automatic) return refuse({ status: 403, code: 'forbidden' })
  if (!mayTake(action, document, actor)) return refuse({ status: 403, code: 'forbidden' })
  if (!action.from.includes(document.status)) return refuse({ status: 409, code: 'action_not_allowed' })
  if (action.claim === 'holder' && document.claimed_by !== actor.userId) return refuse({ status: 409, code: 'claimed_by_other' })
  if (action.notByMaker && isMaker(document, actor)) return refuse({ status: 409, code: 'maker_cannot_approve' })
  if (action.comment === 'required' && !request.comment?.trim()) return refuse({ status: 422, code: 'comment_required' })
  if (request.hash !== document.hash) return refuse({ status: 409, code: 'version_conflict' })
  const transition: Transition = { from: document.status, to: action.to }
  if (action.claim === 'take') transition.claimed_by = actor.userId
  if (action.claim === 'release') transition.claimed_by = null
  return { ok: true, transition }
}

/** The actions the actor may take now, in the table's order: the read answer's `allowed_actions`. */
export function allowedActions(flow: Flow, document: FlowDocument, actor: FlowActor): string[] {
  return Object.entries(flow.actions)
    .filter(([, action]) => !action.automatic)
    .filter(([, action]) => mayTake(action, document, actor) && action.from.includes(document.status))
    .filter(([, action]) => action.claim !== 'holder' || document.claimed_by === actor.userId)
    .filter(([, action]) => !action.notByMaker || !isMaker(document, actor))
    .map(([code]) => code)
}
