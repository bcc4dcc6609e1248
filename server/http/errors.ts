import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody, ErrorCode } from '../../src/domain/errors'
import { logFailure } from './safe-log'

/** A client-facing error: a status, a stable code the app translates, and a Spanish message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Extra fields of the answer's body, e.g. `current` of a 409 version conflict. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (code: string, message: string, errors?: Record<string, string>) =>
  new HttpError(400, code, message, errors)
export const unauthenticated = (code: ErrorCode = 'unauthenticated', message = 'Inicie sesión para continuar.') =>
  new HttpError(401, code, message)
export const forbidden = (message = 'No tiene permiso para esta acción.') => new HttpError(403, 'forbidden', message)
export const notFound = (message = 'No se encontró el recurso.') => new HttpError(404, 'not_found', message)
export const conflict = (code: string, message: string) => new HttpError(409, code, message)
export const invalid = (errors: Record<string, string>, message = 'Los datos enviados no son válidos.') =>
  new HttpError(422, 'validation_failed', message, errors)

function body(error: HttpError): ApiErrorBody & Record<string, unknown> {
  const base = error.errors ? { code: error.code, message: error.message, errors: error.errors } : { code: error.code, message: error.message }
  return error.details ? { ...base, ...error.details } : base
}

/**
 * The one place errors become HTTP answers. A client's mistake is a 4xx with a code; anything
 * unexpected is logged here (request id, route pattern, kind of error: no values, see
 * safe-log.ts) and answered with a bare 500 — never a stack trace.
 */
export function errorResponse(error: unknown, c: Context): Response {
  if (error instanceof HttpError) {
    return c.json(body(error), error.status, error.headers)
  }
  if (error instanceof HTTPException) {
    const status = error.status
    const code: ErrorCode = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthenticated' : 'invalid_request'
    return c.json({ code, message: error.message || 'Solicitud no válida.' }, status)
  }
  const requestId = (c.var as { requestId?: string }).requestId
  logFailure('api', error, { request: requestId, method: c.req.method, route: c.req.routePath })
  return c.json({ code: 'internal_error', message: 'Ocurrió un error inesperado en el servidor.' }, 500)
}
