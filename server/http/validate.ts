import type { Context } from 'hono'
import * as v from 'valibot'
import { invalid } from './errors'
import { readJson } from './json-body'

export { deferredJson } from './json-body'

/** Field path → first issue's message (our schemas use codes such as "required" as messages). */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    errors[key] ??= isMissingKey(issue) ? 'required' : issue.message
  }
  return errors
}

// valibot reports a key that is absent on the object itself, with its own English message, never
// reaching the field's schema and its code: for a form, an absent field is simply "required".
const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object'])

function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === 'schema' && OBJECT_TYPES.has(issue.type) && issue.input === undefined && Boolean(issue.path?.length)
}

/** Validates a value with the same valibot schema the app's form uses; 422 with field codes if not. */
export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw invalid(issuesToErrors(result.issues))
  return result.output
}

export async function jsonBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  return parseWith(schema, await readJson(c))
}

/** Query parameters validated with a valibot schema (400-class answer, never a crash). */
export function queryWith<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return parseWith(schema, c.req.query())
}
