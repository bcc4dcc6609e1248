import type { Context } from 'hono'
import { badRequest, HttpError } from './errors'

/**
 * Reading a JSON request body safely, before any code walks it. No body of this API nests deeper
 * than a handful of levels; a deeper one is refused before it is parsed, so no recursive code
 * (key-sorting for idempotency, validation) ever meets 4,000 levels. NUL is refused everywhere,
 * as PostgreSQL cannot store it; the other control characters are refused per field by the schemas.
 */

export const MAX_JSON_DEPTH = 16

/** The deepest nesting of arrays and objects in `text`, counting only brackets outside strings. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c /* \ */) index++
      else if (char === 0x22 /* " */) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--
  }
  return false
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
  }
  return false
}

const isJsonType = (contentType: string | undefined) => /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(contentType?.trim() ?? '')

/** The request's JSON object body; anything else is the client's mistake, with a code. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  return jsonObjectOf(c.req.header('Content-Type'), await c.req.text())
}

/**
 * Reads the body now and judges it later: the house order answers 404 and 403 before a body's
 * own mistakes (400/415/422), so a route reads the bytes first and calls the judge after its checks.
 */
export async function deferredJson(c: Context): Promise<() => Record<string, unknown>> {
  const contentType = c.req.header('Content-Type')
  const text = await c.req.text()
  return () => jsonObjectOf(contentType, text)
}

/** The checks of `readJson` on a body already read. */
export function jsonObjectOf(contentType: string | undefined, text: string): Record<string, unknown> {
  if (!isJsonType(contentType)) {
    throw new HttpError(415, 'unsupported_media_type', 'El cuerpo de la solicitud debe ser application/json.')
  }
  if (text.trim() === '') throw badRequest('invalid_json', 'El cuerpo de la solicitud está vacío.')
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw badRequest('json_too_deep', 'El cuerpo de la solicitud está anidado demasiado.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('invalid_json', 'El cuerpo de la solicitud no es JSON válido.')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('json_not_object', 'El cuerpo de la solicitud debe ser un objeto JSON.')
  }
  if (containsNul(value)) throw badRequest('invalid_characters', 'El texto enviado contiene caracteres no permitidos.')
  return value as Record<string, unknown>
}
