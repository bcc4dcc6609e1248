import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AttachmentChange, isSafeFilename } from './schemas'

const add = { action: 'add', containerType: 'provider-specialty', containerId: 4, filename: 'licencia.pdf', description: 'Otro', file: 'JVBERi0xLjQ=' }

describe('AttachmentChange', () => {
  it('accepts a file to add (base64) and a file to delete (by name)', () => {
    expect(v.safeParse(AttachmentChange, add).success).toBe(true)
    expect(v.safeParse(AttachmentChange, { action: 'delete', containerType: 'provider-specialty', containerId: 4, filename: 'licencia.pdf' }).success).toBe(true)
  })

  it.each([
    [{ ...add, action: 'replace' }],
    [{ ...add, containerType: 'student' }],
    [{ ...add, description: ' ' }],
    [{ ...add, file: 'data:application/pdf;base64,JVBERi0=' }],
    [{ ...add, file: 'JVBERi0' }],
    [{ ...add, filename: '../../etc/passwd' }],
    [{ ...add, filename: '' }],
    [{ action: 'add', containerType: 'provider-specialty', filename: 'a.pdf', description: 'Otro' }],
  ])('refuses %o', (change) => {
    expect(v.safeParse(AttachmentChange, change).success).toBe(false)
  })

  it.each([
    ['licencia 2026.pdf', true],
    ['Póliza (copia).jpg', true],
    ['a/b.pdf', false],
    ['a\\b.pdf', false],
    ['a\nb.pdf', false],
    ['..', false],
  ])('%j is a safe name: %s', (name, safe) => {
    expect(isSafeFilename(name)).toBe(safe)
  })
})
