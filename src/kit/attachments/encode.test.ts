import { describe, expect, it } from 'vitest'
import type { AttachmentDraft } from '../../domain/attachments/rules'
import { arrayBufferToBase64, savedAttachments, toAttachmentChanges } from './encode'

describe('arrayBufferToBase64', () => {
  it('encodes bytes as plain base64, large files included', () => {
    expect(arrayBufferToBase64(new Uint8Array([0x25, 0x50, 0x44, 0x46]).buffer)).toBe('JVBERg==')
    const big = new Uint8Array(3 * 1024 * 1024 + 1).map((_, index) => index % 251)
    expect(arrayBufferToBase64(big.buffer)).toBe(Buffer.from(big).toString('base64'))
  })
})

describe('toAttachmentChanges', () => {
  it('sends only added files (with bytes) and deleted ones (by name), for the container', () => {
    const drafts: AttachmentDraft[] = [
      { filename: 'kept.pdf', description: 'Otro', size: 1, type: 'application/pdf' },
      { filename: 'gone.pdf', description: 'Otro', size: 1, type: 'application/pdf', action: 'delete' },
      { filename: 'new.pdf', description: 'Otro', size: 4, type: 'application/pdf', action: 'add', content: new Uint8Array([1, 2, 3, 4]).buffer },
    ]
    expect(toAttachmentChanges(drafts, 'provider-specialty', 7)).toEqual([
      { action: 'delete', containerType: 'provider-specialty', containerId: 7, filename: 'gone.pdf', description: 'Otro' },
      { action: 'add', containerType: 'provider-specialty', containerId: 7, filename: 'new.pdf', description: 'Otro', file: 'AQIDBA==' },
    ])
  })

  it('turns saved files into drafts without action', () => {
    expect(savedAttachments([{ filename: 'a.pdf', description: 'Otro', size_bytes: 9, content_type: 'application/pdf' }])).toEqual([
      { filename: 'a.pdf', description: 'Otro', size: 9, type: 'application/pdf' },
    ])
  })
})
