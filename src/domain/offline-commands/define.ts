import * as v from 'valibot'

/**
 * One offline command: a write a device saves in its outbox and the server applies exactly once,
 * alone (its single endpoint) or in the batched push. The entry is the one place that says what
 * the command is called, what it sends, where, and what its answer does on the device; the
 * device's engine and the server's dispatcher both read it, so neither branches on a name.
 */
export interface OfflineCommand {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Below /api, with `:name` parameters; `params` says what each one may hold. */
  path: string
  params: Record<string, ParamFormat>
  /** The body as the server judges it (the valibot schema of the form; some depend on the company's today). */
  input: InputSchema
  /**
   * The version the change is based on, added to the body at send time: `always` (even when the
   * device has none), `when-known` (only when it has one: a first achievement has none yet),
   * `never` (a creation or a deletion by row).
   */
  version: 'always' | 'when-known' | 'never'
  ack: CommandAck
}

/**
 * How the server's answer is applied on the device (src/sync/ack-records.ts). `record` is the
 * local record the answer settles, and names what the answer (and a 409's `current`) carries:
 * a session; the appointment with the event recorded; a plan row.
 */
export interface CommandAck {
  record: 'service-session' | 'appointment' | 'plan-row'
  /** The acknowledged change removes the device's copy (a deletion). */
  removes?: true
  /**
   * What a 404 means: `done` (deleting what is already gone has the effect wanted), `conflict`
   * (changed here, deleted there: both versions go to the person), `refused` (set aside).
   */
  missing: 'done' | 'conflict' | 'refused'
}

export type LocalRecordKind = CommandAck['record']

/**
 * What a path parameter may hold, as the server's single endpoints accept it: a uuid, a plan
 * row (its number or the uuid the device gave it), a number, a positive number (an appointment).
 */
export type ParamFormat = 'uuid' | 'row' | 'number' | 'positive'

export type InputSchema = v.GenericSchema | ((today: string) => v.GenericSchema)

/** The body a command's schema accepts, once judged. */
export type InputOf<S extends InputSchema> = S extends (today: string) => infer T ? (T extends v.GenericSchema ? v.InferOutput<T> : never) : S extends v.GenericSchema ? v.InferOutput<S> : never

/** The schema of a command on the company's `today` (the session date rules). */
export function schemaOf(input: InputSchema, today: string): v.GenericSchema {
  return typeof input === 'function' ? input(today) : input
}

/** Keeps each entry's literal types while checking it is a command. */
export const defineCommands = <const T extends Record<string, OfflineCommand>>(commands: T): T => commands

/**
 * The body of a deletion by row: a JSON object the server reads nothing from (the path names the
 * row). Not a form's schema, since there is no form.
 */
export const NoFields = v.object({})
