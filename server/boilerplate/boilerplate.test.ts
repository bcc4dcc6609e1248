import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
})
afterAll(() => t?.close())

describe('/boilerplate', () => {
  it('lists the seeded texts with the list convention: search, category filter, sort, paging', async () => {
    const all = await api.get('admin', '/api/boilerplate?sort=title')
    expect(all.status).toBe(200)
    expect(all.body.total).toBeGreaterThanOrEqual(5)
    const titles = all.body.items.map((item: { title: string }) => item.title)
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'es')))
    const found = await api.get('admin', '/api/boilerplate?q=ausencias%20consecutivas')
    expect(found.body.items.map((item: { title: string }) => item.title)).toEqual(['Carta de ausencias consecutivas'])
    const categories = await api.get('billing', '/api/boilerplate/categories')
    const notes = categories.body.find((row: { name: string }) => row.name === 'Notas de sesión')
    expect(notes.text_count).toBe(2)
    const filtered = await api.get('billing', `/api/boilerplate?category_id=${notes.id}&page_size=1`)
    expect(filtered.body).toMatchObject({ total: 2 })
    expect(filtered.body.items).toHaveLength(1)
    expect((await api.get('admin', '/api/boilerplate?sort=bogus')).status).toBe(422)
  })

  it('creates, edits with the version hash, and deletes a text; a stale edit is 409 with the current text', async () => {
    const [category] = (await api.get('admin', '/api/boilerplate/categories')).body
    const created = await api.call('admin', 'POST', '/api/boilerplate', { category_id: category.id, title: '  Nota breve ', body: 'Línea uno\n  Línea dos\n' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ title: 'Nota breve', body: 'Línea uno\n  Línea dos', category_name: category.name })
    const edited = await api.call('admin', 'PUT', `/api/boilerplate/${created.body.id}`, { category_id: category.id, title: 'Nota', body: 'Otra', hash: created.body.hash })
    expect(edited.status).toBe(200)
    expect(edited.body.hash).not.toBe(created.body.hash)
    const stale = await api.call('admin', 'PUT', `/api/boilerplate/${created.body.id}`, { category_id: category.id, title: 'X', body: 'Y', hash: created.body.hash })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'version_conflict', current: { title: 'Nota' } })
    expect((await api.call('admin', 'DELETE', `/api/boilerplate/${created.body.id}`)).status).toBe(204)
    expect((await api.get('admin', `/api/boilerplate/${created.body.id}`)).status).toBe(404)
    expect((await api.call('admin', 'DELETE', `/api/boilerplate/${created.body.id}`)).status).toBe(404)
  })

  it('answers field codes for a bad body and 422 for an unknown category', async () => {
    const bad = await api.call('admin', 'POST', '/api/boilerplate', { category_id: 1, title: '', body: 'x'.repeat(20_001) })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({ title: 'required', body: 'too_long' })
    const unknown = await api.call('admin', 'POST', '/api/boilerplate', { category_id: 999999, title: 'T', body: 'B' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ category_id: 'unknown_reference' })
  })

  it('keeps category names unique regardless of case and refuses to delete a category that holds texts', async () => {
    const made = await api.call('admin', 'POST', '/api/boilerplate/categories', { name: 'Memorandos' })
    expect(made.status).toBe(201)
    expect((await api.call('admin', 'POST', '/api/boilerplate/categories', { name: 'MEMORANDOS' })).body.code).toBe('category_taken')
    const other = await api.call('admin', 'POST', '/api/boilerplate/categories', { name: 'Avisos' })
    expect((await api.call('admin', 'PUT', `/api/boilerplate/categories/${other.body.id}`, { name: 'memorandos' })).status).toBe(409)
    expect((await api.call('admin', 'PUT', `/api/boilerplate/categories/${other.body.id}`, { name: 'Avisos generales' })).body.name).toBe('Avisos generales')
    const text = await api.call('admin', 'POST', '/api/boilerplate', { category_id: made.body.id, title: 'Memo', body: 'Texto' })
    const inUse = await api.call('admin', 'DELETE', `/api/boilerplate/categories/${made.body.id}`)
    expect(inUse.status).toBe(409)
    expect(inUse.body.code).toBe('category_in_use')
    await api.call('admin', 'DELETE', `/api/boilerplate/${text.body.id}`)
    expect((await api.call('admin', 'DELETE', `/api/boilerplate/categories/${made.body.id}`)).status).toBe(204)
  })

  it('lets any staff member read, only a global boilerplate.manage write, and no provider in', async () => {
    expect((await api.get('region', '/api/boilerplate')).status).toBe(200)
    const [category] = (await api.get('region', '/api/boilerplate/categories')).body
    expect((await api.call('billing', 'POST', '/api/boilerplate', { category_id: category.id, title: 'T', body: 'B' })).status).toBe(403)
    expect((await api.call('region', 'POST', '/api/boilerplate/categories', { name: 'Nueva' })).status).toBe(403)
    expect((await api.get('provider', '/api/boilerplate')).status).toBe(403)
    expect((await api.get('provider', '/api/boilerplate/categories')).status).toBe(403)
    expect((await api.get('provider', `/api/boilerplate/1`)).status).toBe(403)
  })
})
