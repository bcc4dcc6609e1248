import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { asciiFilename, binaryAnswer, contentDisposition } from './binary'

describe('binary answers', () => {
  it('names the file safely for every browser, and exactly for those that read filename*', () => {
    expect(asciiFilename('expediente-40000000-José Ñúñez.pdf')).toBe('expediente-40000000-Jose-Nunez.pdf')
    expect(asciiFilename('../../etc/passwd')).toBe('etc-passwd')
    expect(asciiFilename('"; evil=1\r\n.pdf')).toBe('evil-1-.pdf')
    expect(asciiFilename('😀')).toBe('documento')
    const header = contentDisposition('expediente José "Ñ"\r\n/x.pdf')
    expect(header).not.toMatch(/[\r\n]/)
    expect(header.startsWith('attachment; filename="expediente-Jose-N-x.pdf"; filename*=UTF-8\'\'')).toBe(true)
    // filename* carries the exact name (quotes kept, line breaks and slashes replaced).
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('expediente José "Ñ"---x.pdf')
    // A long name cut at 120 characters keeps whole emoji (a split pair would not encode).
    expect(() => contentDisposition(`${'a'.repeat(119)}😀😀.pdf`)).not.toThrow()
  })

  it('answers the bytes with their type, the download name and no-store', async () => {
    const app = new Hono().get('/f', (c) => binaryAnswer(c, new Uint8Array([37, 80, 68, 70]), { type: 'pdf', filename: 'año.pdf' }))
    const response = await app.request('/f')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Length')).toBe('4')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="ano.pdf"; filename*=UTF-8''a%C3%B1o.pdf`)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]))
  })
})
