import type { Context } from 'hono'
import * as v from 'valibot'
import { IdText } from '../../src/domain/schemas/common'
import { notFound } from '../http/errors'

/** A positive integer id from the path (the shared id schema); anything else names nothing (404). */
export function pathId(c: Context, name: string): number {
  const parsed = v.safeParse(IdText, c.req.param(name) ?? '')
  if (!parsed.success) throw notFound()
  return parsed.output
}
