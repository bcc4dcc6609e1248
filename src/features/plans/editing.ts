import { useState } from 'react'
import * as v from 'valibot'
import { currentOnConflict } from './plan-words'

/**
 * The first problem the shared schema (src/domain/plans/schemas.ts, the server's own) finds in
 * `input`, as { field: code }, or null when the input passes.
 */
export function firstIssue(schema: v.GenericSchema, input: unknown): Record<string, string> | null {
  const result = v.safeParse(schema, input)
  if (result.success) return null
  const issue = result.issues[0]
  return { [v.getDotPath(issue) ?? '_']: issue.message }
}

/**
 * A save that may meet a newer version (409 version_conflict): `caught(error)` keeps the
 * server's current version for ConflictView and says whether it was a conflict at all.
 */
export function useConflict<Current>() {
  const [conflict, setConflict] = useState<{ current: Current | null } | null>(null)
  return {
    conflict,
    caught(error: unknown): boolean {
      const current = currentOnConflict<Current>(error)
      if (current === undefined) return false
      setConflict({ current })
      return true
    },
    clear: () => setConflict(null),
  }
}
