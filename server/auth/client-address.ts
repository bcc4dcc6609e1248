import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address behind `hops` proxies of our own, from X-Forwarded-For. Each proxy appends the
 * address it received the request from, so the last `hops` entries were written by proxies we
 * trust and the entry `hops` from the right is the client as our outermost proxy saw it.
 * Anything further left was sent by the client itself and proves nothing. With fewer entries
 * than hops, the leftmost one (written by one of our proxies) is the best there is.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (!header || hops < 1) return null
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return null
  return entries[Math.max(0, entries.length - hops)] ?? null
}

/** The client's address for the sign-in limits: the socket's, or per TRUST_PROXY the forwarded one. */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  const forwarded = forwardedClient(c.req.header('X-Forwarded-For'), trustedProxyHops)
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests) have no socket.
    return 'local'
  }
}
