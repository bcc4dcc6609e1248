import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** A route whose requests may be larger than the default, e.g. a save that carries files. */
export interface BodyLimitRule {
  method: 'POST' | 'PUT' | 'PATCH'
  /** Matched against the end of the request path, so the rule holds under any API base. */
  path: RegExp
  maxSize: number
}

/**
 * One body limit for every request, raised only for the routes listed. The limit is chosen per
 * request before the body is read, and holds while reading when no Content-Length is declared.
 * A raised limit needs a declared Content-Length (411 otherwise, as browsers always declare
 * one): checking a body of unknown length means reading it all here, before the route can
 * check who is sending it and how many such bodies are being read (upload-gate.ts).
 */
export function bodyLimits(options: {
  defaultMaxSize: number
  rules: readonly BodyLimitRule[]
  onError: () => never
  onLengthRequired: () => never
}): MiddlewareHandler {
  const limiter = (maxSize: number) => bodyLimit({ maxSize, onError: options.onError })
  const fallback = limiter(options.defaultMaxSize)
  const raised = options.rules.map((rule) => ({ rule, limit: limiter(rule.maxSize) }))
  return (c, next) => {
    const match = raised.find(({ rule }) => rule.method === c.req.method && rule.path.test(c.req.path))
    if (match && !c.req.header('Content-Length')) options.onLengthRequired()
    return (match?.limit ?? fallback)(c, next)
  }
}
