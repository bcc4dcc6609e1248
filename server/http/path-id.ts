import type { Context } from 'hono'
import { notFound } from './errors'

/** A positive integer id from the path; anything else names nothing (404). */
export function pathId(c: Context, name: string): number {
  const raw = c.req.param(name) ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  if (id < 1) throw notFound()
  return id
}
