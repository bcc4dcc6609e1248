import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressAnswers } from './compress'

const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Estudiante ${index}` })) }
const app = new Hono()
app.use('*', compressAnswers())
app.get('/big', (c) => c.json(big))
app.get('/small', (c) => c.json({ ok: true }))
app.get('/missing', (c) => c.json({ code: 'not_found', message: 'x'.repeat(2000) }, 404, { Vary: 'Origin' }))
app.get('/page', (c) => c.html(`<p>${'hola '.repeat(500)}</p>`))

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })

describe('compressAnswers', () => {
  it('gzips a JSON answer in one piece, with its length and Vary', async () => {
    const response = await get('/big', 'gzip, deflate, br')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length)
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big)
  })

  it('keeps status and headers of an error answer', async () => {
    const response = await get('/missing', 'gzip')
    expect(response.status).toBe(404)
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'))).toMatchObject({ code: 'not_found' })
  })

  it('sends JSON as it is to a client without gzip, and small answers as they are', async () => {
    for (const [path, encoding] of [['/big', undefined], ['/big', 'gzip;q=0, identity'], ['/small', 'gzip']] as const) {
      const response = await get(path, encoding)
      expect(response.headers.get('Content-Encoding'), `${path} ${encoding}`).toBeNull()
      const text = await response.text()
      expect(Number(response.headers.get('Content-Length'))).toBe(Buffer.byteLength(text))
      expect(JSON.parse(text)).toBeTruthy()
    }
  })

  it('leaves other answers to the streaming compression', async () => {
    const response = await get('/page', 'gzip')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toContain('hola hola')
  })
})
