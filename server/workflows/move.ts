import type { Flow } from '../../src/domain/workflows/flow'
import type { Executor } from '../db/client'
import { writeEvent, writeEvents } from './events'

/**
 * The one place a workflow document's status changes (ARCHITECTURE.md "Document workflows"):
 * `runAction` comes here once `decide` has allowed an action, and so do the moves no action
 * route takes — a consequence of another document's move (a processed batch pays its payments
 * and bills), or an area whose routes keep their own house order and answers (plans and their
 * discussions). The caller has already judged who may (a refusal is the caller's, with its own
 * code); here the flow's table judges whether the move exists at all, the store writes the new
 * status, and the move becomes a line of the document's history — all in the caller's
 * transaction.
 */

export interface Move {
  documentId: number
  /** A row of the flow's table. */
  action: string
  /** The status the document is in now (read under the caller's lock). */
  from: string
  /** Who moved it: the event's author (flows without an event log may name none). */
  userId: number | null
  at: Date
  comment?: string | null
}

/** A move the table does not have: a bug of the caller, never a person's refusal (those are decided before). */
export class MoveNotInFlow extends Error {
  constructor(flow: Flow, move: Pick<Move, 'action' | 'from'>) {
    super(`${flow.documentType}: no move ${move.action} from ${move.from}`)
  }
}

/**
 * Applies one move of `flow`: `write` sets the new status (and whatever the document records
 * with it) and the event is written. Answers the status reached.
 */
export async function moveDocument<TStatus extends string>(tx: Executor, flow: Flow<TStatus>, move: Move, write: (to: TStatus) => Promise<void>): Promise<TStatus> {
  const action = (flow.actions as Record<string, Flow<TStatus>['actions'][string] | undefined>)[move.action]
  if (!action || !action.from.includes(move.from as TStatus)) throw new MoveNotInFlow(flow, move)
  await write(action.to)
  if (flow.eventLog === false) return action.to
  if (move.userId === null) throw new Error(`${flow.documentType}: a move of a logged flow names who made it`)
  await writeEvent(tx, flow, { documentId: move.documentId, action: move.action, from: move.from, to: action.to, comment: move.comment ?? null, userId: move.userId, at: move.at })
  return action.to
}

/** The same move of several documents of one kind at once (a batch's payments), one event each. */
export async function moveDocuments<TStatus extends string>(
  tx: Executor,
  flow: Flow<TStatus>,
  moves: readonly Move[],
  write: (to: TStatus, ids: number[]) => Promise<void>,
): Promise<void> {
  const [first] = moves
  if (!first) return
  if (moves.some((move) => move.action !== first.action)) throw new Error(`${flow.documentType}: moveDocuments takes one action`)
  const action = (flow.actions as Record<string, Flow<TStatus>['actions'][string] | undefined>)[first.action]
  const refused = moves.find((move) => !action || !action.from.includes(move.from as TStatus))
  if (!action || refused) throw new MoveNotInFlow(flow, refused ?? first)
  await write(
    action.to,
    moves.map((move) => move.documentId),
  )
  if (flow.eventLog === false) return
  await writeEvents(
    tx,
    flow,
    moves.map((move) => ({ documentId: move.documentId, action: move.action, from: move.from, to: action.to, comment: move.comment ?? null, userId: move.userId!, at: move.at })),
  )
}
