import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * Browser security headers on every answer, the app's and the API's.
 *
 * The policy is what the built app actually runs under (the browser suite fails on any
 * violation): scripts only from this origin, never inline; styles also inline, because Chakra
 * (emotion) writes its CSS into <style> elements at run time and a nonce cannot work for an
 * index.html that the service worker serves from its cache; images also as data:/blob: (file
 * previews); no plugins, no framing by other sites. `no-referrer` because guest links carry
 * their secret in the path (/guest/…/{uuid}) and must not leak to a site a page links to.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/** One year, the value browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains'

export function securityHeaders(options: { trustProxy: unknown; extraConnectSrc?: readonly string[] }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, connectSrc: ["'self'", ...(options.extraConnectSrc ?? [])] },
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    // Sent below, only when the page really came over HTTPS: over plain HTTP it means nothing.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  })
  return async (c, next) => {
    await headers(c, async () => {
      await next()
      const forwardedProto = options.trustProxy ? c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim() : undefined
      if (new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https') c.header('Strict-Transport-Security', HSTS)
    })
  }
}
