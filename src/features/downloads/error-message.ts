import { ApiError } from '../../sync/api-errors'

/**
 * The words of a failed downloads call (spec §8): the server's own message when it gave one,
 * otherwise the call's fallback (e.g. "Error al crear folder") — offline, a bare 500, a proxy's page.
 */
export function downloadsErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body.message?.trim()) return error.body.message
  return fallback
}
