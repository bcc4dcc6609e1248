import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGNATURE_MAX_BYTES } from '../../src/domain/signatures/schemas'
import { userSignatures, users } from '../db/schema'
import { ACCOUNTS, officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { isSignatureSvg } from './image-check'
import { currentSignatureImage } from './service'

let t: TestApp
let api: ReturnType<typeof officeClient>
let png: Buffer

const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
/** What signature_pad's toSVG() writes: a background rect, stroked paths and dots. */
const PAD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 150" width="300" height="150">' +
  '<rect width="100%" height="100%" fill="rgba(0,0,0,0)"></rect>' +
  '<path d="M 10.000,20.000 C 12.5,22.0 15.0,25.0 20.000,30.000" stroke-width="2.250" stroke="black" fill="none" stroke-linecap="round"></path>' +
  '<circle r="1.5" cx="40" cy="50" fill="black"></circle></svg>'

async function userIdOf(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return user!.id
}

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  png = await readFile(new URL('../branding/terapias-caribe/favicon.png', import.meta.url))
})
afterAll(() => t?.close())

describe('POST and GET /user-signatures', () => {
  it('saves the caller’s own signature; the latest is current, the earlier ones are history', async () => {
    // The supervisor: the seed gives the providers who record visits a signature, not her.
    expect((await api.get('supervisor', '/api/user-signatures/')).body).toMatchObject({ current: null, history: [] })
    const first = await api.call('supervisor', 'POST', '/api/user-signatures/', { image: dataUrl('image/png', png) })
    expect(first.status).toBe(201)
    expect(first.body.current).toMatchObject({ content_type: 'image/png', image: dataUrl('image/png', png) })
    expect(first.body.current.sha256).toMatch(/^[0-9a-f]{64}$/)

    const second = await api.call('supervisor', 'POST', '/api/user-signatures/', { image: dataUrl('image/svg+xml', PAD_SVG) })
    expect(second.status).toBe(201)
    const mine = await api.get('supervisor', '/api/user-signatures/')
    expect(mine.body.current).toMatchObject({ content_type: 'image/svg+xml', image: dataUrl('image/svg+xml', PAD_SVG) })
    expect(mine.body.history).toEqual([{ id: first.body.current.id, content_type: 'image/png', sha256: first.body.current.sha256, created_at: expect.any(String) }])
    expect(mine.body.user_id).toBe(await userIdOf(ACCOUNTS.supervisor))
    // The server's own documents read the current one as bytes.
    expect(await currentSignatureImage(t.db, mine.body.user_id)).toMatchObject({ contentType: 'image/svg+xml', bytes: Buffer.from(PAD_SVG), sha256: mine.body.current.sha256 })
    // The same answer when she names herself.
    expect((await api.get('supervisor', `/api/user-signatures/?user_id=${mine.body.user_id}`)).body).toEqual(mine.body)
  })

  it('keeps saved signatures unchangeable in the database', async () => {
    await expect(t.db.update(userSignatures).set({ content_type: 'image/png' })).rejects.toThrow()
  })

  it('lets a provider read no one else’s signature: 404, as a user who does not exist', async () => {
    const marisol = await userIdOf(ACCOUNTS.provider)
    const foreign = await api.get('provider2', `/api/user-signatures/?user_id=${marisol}`)
    const missing = await api.get('provider2', '/api/user-signatures/?user_id=999999')
    expect(foreign).toEqual(missing)
    expect(foreign.status).toBe(404)
    // Nor does her supervisor, nor staff without users.manage.
    expect((await api.get('supervisor', `/api/user-signatures/?user_id=${marisol}`)).status).toBe(404)
    expect((await api.get('billing', `/api/user-signatures/?user_id=${marisol}`)).status).toBe(404)
  })

  it('lets staff with users.manage read anyone’s', async () => {
    const supervisor = await userIdOf(ACCOUNTS.supervisor)
    const answer = await api.get('admin', `/api/user-signatures/?user_id=${supervisor}`)
    expect(answer.status).toBe(200)
    expect(answer.body.current.content_type).toBe('image/svg+xml')
    expect((await api.get('admin', '/api/user-signatures/?user_id=999999')).status).toBe(404)
    expect((await api.get('admin', '/api/user-signatures/?user_id=abc')).body).toMatchObject({ code: 'validation_failed', errors: { user_id: 'invalid_id' } })
  })

  it('refuses what is not a signature image, by its bytes', async () => {
    // Carlos has the signature the seed drew for him: none of these replaces it.
    const before = (await api.get('provider2', '/api/user-signatures/')).body.current
    expect(before).toMatchObject({ content_type: 'image/svg+xml' })
    const refused = async (image: unknown) => (await api.call('provider2', 'POST', '/api/user-signatures/', { image })).body
    // A PNG's name on other bytes, a cut PNG, a PDF.
    expect(await refused(dataUrl('image/png', 'not a png at all, just text'))).toMatchObject({ code: 'invalid_signature_image' })
    expect(await refused(dataUrl('image/png', png.subarray(0, png.length - 12)))).toMatchObject({ code: 'invalid_signature_image' })
    expect(await refused(dataUrl('image/png', '%PDF-1.4 …'))).toMatchObject({ code: 'invalid_signature_image' })
    // SVG that could run or load something.
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0" fill="url(https://example.com/#a)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hola</p></foreignObject></svg>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg><svg></svg>',
    ]) {
      expect(await refused(dataUrl('image/svg+xml', svg)), svg).toMatchObject({ code: 'invalid_signature_image' })
    }
    // Other types, not a data URL, extra keys, too large.
    expect(await refused(dataUrl('image/jpeg', png))).toMatchObject({ errors: { image: 'invalid_signature_image' } })
    expect(await refused('https://example.com/firma.png')).toMatchObject({ errors: { image: 'invalid_signature_image' } })
    expect(await refused(12)).toMatchObject({ errors: { image: 'required' } })
    expect((await api.call('provider2', 'POST', '/api/user-signatures/', { image: dataUrl('image/png', png), user_id: 1 })).status).toBe(422)
    const huge = Buffer.concat([png.subarray(0, 33), Buffer.alloc(SIGNATURE_MAX_BYTES)])
    expect(await refused(dataUrl('image/png', huge))).toMatchObject({ errors: { image: 'too_large' } })
    expect((await api.get('provider2', '/api/user-signatures/')).body.current).toEqual(before)
  })

  it('needs a signed-in caller', async () => {
    expect((await t.request('/api/user-signatures/')).status).toBe(401)
  })
})

describe('isSignatureSvg', () => {
  it('accepts signature_pad’s drawing with an XML declaration, and an empty drawing', () => {
    expect(isSignatureSvg(`<?xml version="1.0" encoding="UTF-8"?>\n${PAD_SVG}`)).toBe(true)
    expect(isSignatureSvg('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')).toBe(true)
    expect(isSignatureSvg('<svg><g><path d="M0 0"/></g></svg>')).toBe(true)
  })
  it('refuses text, comments, unbalanced or nested documents', () => {
    expect(isSignatureSvg('<svg>hola</svg>')).toBe(false)
    expect(isSignatureSvg('<svg><!-- x --></svg>')).toBe(false)
    expect(isSignatureSvg('<svg><path d="M0 0"></svg>')).toBe(false)
    expect(isSignatureSvg('<svg><svg></svg></svg>')).toBe(false)
    expect(isSignatureSvg('')).toBe(false)
  })
})
