import * as v from 'valibot'
import { multiLine } from '../schemas/text'
import { VersionHash } from '../schemas/text'

/** The body of every workflow action (spec §7: `hash` and `comment`). */
export const ActionInput = v.object({
  hash: VersionHash,
  comment: v.optional(v.nullable(v.pipe(v.string(), multiLine(), v.trim(), v.maxLength(2000, 'too_long')))),
})
export type ActionInput = v.InferOutput<typeof ActionInput>

/** One step of a document's history, as GET …/{id}/events answers it. */
export interface DocumentEvent {
  id: number
  action: string
  from_status: string | null
  from_status_name: string | null
  to_status: string
  to_status_name: string
  comment: string | null
  user_id: number
  user_name: string
  at: string
}

/** What every workflow document's read answer carries besides its own fields. */
export interface WorkflowFields {
  status: string
  status_name: string
  hash: string
  /** The actions the caller may take now (decide.ts allowedActions). */
  allowed_actions: string[]
}
