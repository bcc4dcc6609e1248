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
    let routePolicy: string | null = null
    await headers(c, async () => {
      await next()
      routePolicy = c.res.headers.get('Content-Security-Policy')
      const forwardedProto = options.trustProxy ? c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim() : undefined
      if (new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https') c.header('Strict-Transport-Security', HSTS)
    })
    // A stored file's answer sandboxes itself (stored-file.ts); the app's policy, which lets the
    // origin's scripts run, must not replace it. Only a policy that allows nothing is kept, so a
    // route can make its answer stricter, never looser.
    if (routePolicy !== null && allowsNothing(routePolicy)) c.res.headers.set('Content-Security-Policy', routePolicy)
  }
}

/** `default-src 'none'`, and every other directive either `'none'` too or a bare `sandbox`. */
export function allowsNothing(policy: string): boolean {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim().toLowerCase().split(/\s+/))
    .filter((words) => words[0])
  return (
    directives.some(([name, ...values]) => name === 'default-src' && values.join(' ') === "'none'") &&
    directives.every(([name, ...values]) => (name === 'sandbox' ? values.length === 0 : values.join(' ') === "'none'"))
  )
}
