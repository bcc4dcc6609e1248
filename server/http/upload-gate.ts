import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { HttpError } from './errors'

/**
 * How many large bodies this process reads at once. A specialty save carries up to ~40 MB of
 * base64 JSON, held in memory while it is parsed and decoded (about four times its size at the
 * peak), so three at once took the server from 446 to 702 MiB. The count is per process on
 * purpose: it protects this process's memory, which no other instance shares.
 */
export interface UploadGateOptions {
  /** Bodies declared above this count as large. */
  largeOver: number
  perUser: number
  total: number
}

const RETRY_AFTER_SECONDS = 5
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

export function uploadGate(options: UploadGateOptions): MiddlewareHandler<AppEnv> {
  const byUser = new Map<number, number>()
  let total = 0
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next()
    // A missing length is refused before this (body-limits.ts); an unreadable one counts as large.
    const declared = Number(c.req.header('Content-Length') ?? Number.NaN)
    if (Number.isFinite(declared) && declared <= options.largeOver) return next()
    const userId = c.var.auth.user.id
    const mine = byUser.get(userId) ?? 0
    if (mine >= options.perUser || total >= options.total) {
      const message =
        mine >= options.perUser
          ? 'Ya hay un envío de archivos suyo en curso. Espere a que termine e intente de nuevo.'
          : 'El servidor está recibiendo otros archivos. Intente de nuevo en unos segundos.'
      throw new HttpError(429, 'too_many_uploads', message, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
    byUser.set(userId, mine + 1)
    total++
    try {
      await next()
    } finally {
      total--
      const left = (byUser.get(userId) ?? 1) - 1
      if (left === 0) byUser.delete(userId)
      else byUser.set(userId, left)
    }
  }
}
