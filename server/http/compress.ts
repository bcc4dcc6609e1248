import { gzip, gzipSync } from 'node:zlib'
import { promisify } from 'node:util'
import { compress as streamingCompress } from 'hono/compress'
import { createMiddleware } from 'hono/factory'

const gzipAsync = promisify(gzip)
/** Below this an answer is not worth compressing (as hono's default). */
const THRESHOLD = 1024
/** Up to this the answer is compressed on the main thread: quicker than a trip to the pool. */
const SYNC_LIMIT = 64 * 1024

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    return (name === 'gzip' || name === '*') && !refused
  })
}

/**
 * JSON answers are whole strings in memory: gzip them in one zlib call and answer with a
 * Content-Length, instead of hono's CompressionStream, whose web-stream plumbing and chunked
 * writes cost more per request than the compression itself (profiled on active students).
 * Every other answer (index.html, text files) goes through hono's compress as before.
 */
export function compressAnswers() {
  const streaming = streamingCompress()
  return createMiddleware(async (c, next) => {
    await next()
    const res = c.res
    const json = (res.headers.get('Content-Type') ?? '').startsWith('application/json')
    const plain = res.status !== 204 && res.status !== 206 && !res.headers.has('Content-Encoding') && c.req.method !== 'HEAD'
    const transformable = !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    // hono's compress looks at c.res after calling next; here the answer is already there.
    if (!json || !plain || !transformable || !res.body) return streaming(c, async () => {})
    const headers = new Headers(res.headers)
    const vary = headers.get('Vary')
    if (!vary) headers.set('Vary', 'Accept-Encoding')
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
    let body = Buffer.from(await res.arrayBuffer())
    if (body.length >= THRESHOLD && acceptsGzip(c.req.header('Accept-Encoding'))) {
      body = body.length <= SYNC_LIMIT ? gzipSync(body) : await gzipAsync(body)
      headers.set('Content-Encoding', 'gzip')
    }
    headers.set('Content-Length', String(body.length))
    // Cleared first: hono's setter would otherwise wrap the new answer around the old one's
    // stream, and the server could no longer write the buffer in one go.
    c.res = undefined
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers })
  })
}
