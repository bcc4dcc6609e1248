import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client'
import { HttpError } from './errors'

/** A table with an integer `id`, as the reference lists are. */
type IdTable = PgTable & { id: PgColumn }

/**
 * Every id a body names must exist: 422 `unknown_reference` naming the fields that do not, rather
 * than a foreign-key failure deep in the write. Null and absent ids are "none" and pass.
 */
export async function assertReferencesExist(tx: Executor, references: Record<string, [IdTable, number | null | undefined]>): Promise<void> {
  const errors: Record<string, string> = {}
  for (const [field, [table, id]] of Object.entries(references)) {
    if (id === null || id === undefined) continue
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)
    if (!row) errors[field] = 'unknown_reference'
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'unknown_reference', 'Algún dato seleccionado no existe.', errors)
}

/** 409 version_conflict with the record as it is now, to show beside the person's version. */
export function staleVersion(current: unknown, message = 'El registro cambió desde que se abrió. Compare ambas versiones.'): HttpError {
  return new HttpError(409, 'version_conflict', message, undefined, undefined, { current })
}
