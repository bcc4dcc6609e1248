import type { Permission } from '../permissions/permissions'

/**
 * Document workflows (ARCHITECTURE.md "Document workflows"; spec §4 "Other workflows"): bills,
 * contracts, payment batches, payments and visit logs each have a status, a version `hash`, the
 * actions allowed per status and per permission, and an events history. A workflow is DATA — a
 * declared transition table per document type, read by one server function
 * (server/workflows/run-action.ts) and by the screens' action buttons — so the table is the
 * documentation, and a new document type only adds a table.
 *
 * Pure data and pure rules: no database, no React. The server imports it for the engine, the app
 * for which buttons ask before acting.
 */

export interface FlowStatus {
  /** The status's name as the server answers it (spec §4: the lists come from the server), in Spanish. */
  name: string
  /** Its name for a reader of English (the server answers it to an en-US caller, and prints it in her PDFs). */
  name_en: string
  /** No action leads out of it. */
  final?: boolean
}

export interface FlowAction<TStatus extends string> {
  /** The statuses it may be taken from. */
  from: readonly TStatus[]
  to: TStatus
  /** Held globally or for the document's customer; providers never hold one. */
  permission: Permission
  /** A provider may take it on her own document (e.g. submitting her contract). */
  ownProvider?: boolean
  /** Whether a comment must come with it (default: optional). */
  comment?: 'required' | 'optional'
  /** The screen asks first ("Esta acción no se puede revertir"). */
  destructive?: boolean
  /**
   * Claims: `take` makes the caller the holder, `release` clears the holder, `holder` lets only
   * the holder act. Documents that someone works on (visit logs, payment batches) use them.
   */
  claim?: 'take' | 'release' | 'holder'
  /**
   * Maker–checker (separation of duties, issue 22): the person recorded as having made
   * (`created_by`) or submitted (`submitted_by`) the document may not take this action — a bill
   * or a payment batch is approved by someone who neither prepared nor sent it.
   */
  notByMaker?: boolean
  /**
   * Taken only by the server as the consequence of another document's move (a processed batch
   * pays its payments and their bills): no route takes it and no button offers it, but it is a
   * row of the table like any other, so the status never moves off the table.
   */
  automatic?: true
}

export interface Flow<TStatus extends string = string, TAction extends string = string> {
  documentType: string
  /** The status a new document starts in. */
  initial: TStatus
  statuses: Record<TStatus, FlowStatus>
  actions: Record<TAction, FlowAction<TStatus>>
  /**
   * Whether each move is a line of the document's history (`document_events`, the default).
   * Plans and their discussions keep theirs in their signatures, and a guest who signs has no
   * user to record.
   */
  eventLog?: false
}

/** Declares a workflow; the types keep every `from`/`to` a declared status. */
export function defineFlow<const TStatus extends string, const TAction extends string>(flow: Flow<TStatus, TAction>): Flow<TStatus, TAction> {
  return flow
}

/** The status `action` leads to from `from`, or null when the table has no such move. */
export function nextStatus<TStatus extends string, TAction extends string>(flow: Flow<TStatus, TAction>, action: TAction, from: string): TStatus | null {
  const row = flow.actions[action]
  return row.from.includes(from as TStatus) ? row.to : null
}

/** The first of `actions` that leads from `from` to `to`, or null: for calls that name the status they want rather than the action. */
export function actionBetween<TStatus extends string, TAction extends string>(flow: Flow<TStatus, TAction>, from: string, to: string, actions: readonly TAction[]): TAction | null {
  return actions.find((action) => flow.actions[action].to === to && flow.actions[action].from.includes(from as TStatus)) ?? null
}

/** The actions a person may ask for (the action route's and the buttons'): every row but the automatic ones. */
export const isRequestable = (flow: Flow, action: string): boolean => Object.hasOwn(flow.actions, action) && !flow.actions[action]!.automatic

export const statusCodes = <TStatus extends string>(flow: Flow<TStatus>) => Object.keys(flow.statuses) as TStatus[]
export const actionCodes = <TAction extends string>(flow: Flow<string, TAction>) => Object.keys(flow.actions) as TAction[]

/** A status as GET …/statuses answers it, in the table's order. */
export interface StatusListItem {
  code: string
  name: string
  final: boolean
  sort_index: number
}

/** A status's name in a language ('en' or 'es'); an unknown code reads as itself. */
export function flowStatusName(flow: Flow, code: string, language: 'es' | 'en' = 'es'): string {
  const status = (flow.statuses as Record<string, FlowStatus | undefined>)[code]
  if (!status) return code
  return language === 'en' ? status.name_en : status.name
}

export function statusList(flow: Flow, language: 'es' | 'en' = 'es'): StatusListItem[] {
  return statusCodes(flow).map((code, index) => ({ code, name: flowStatusName(flow, code, language), final: Boolean(flow.statuses[code]!.final), sort_index: index + 1 }))
}
