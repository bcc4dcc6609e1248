import { describe, expect, it } from 'vitest'
import { ATTACHMENT_DEFAULTS, SPECIALTY_ATTACHMENTS } from '../constants'
import {
  addAttachment,
  attachmentChanges,
  checkNewFile,
  CONTAINER_RULES,
  hasEnoughFiles,
  isAcceptedContentType,
  isAcceptedFileType,
  removeAttachment,
  visibleAttachments,
  type AttachmentDraft,
} from './rules'

const MB = 1024 * 1024
const existing = (filename: string): AttachmentDraft => ({ filename, description: 'Otro', size: 1000, type: 'application/pdf' })
const pdf = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' })
const noDescription = { required: false, value: null }

describe('attachment limits', () => {
  it('default to at most 1 file, at least 0, 5 MB; the specialty editor uses 3 files of 10 MB', () => {
    expect(ATTACHMENT_DEFAULTS).toEqual({ maxFiles: 1, minFiles: 0, maxBytes: 5 * MB })
    expect(SPECIALTY_ATTACHMENTS).toEqual({ maxFiles: 3, minFiles: 0, maxBytes: 10 * MB })
    expect(CONTAINER_RULES['provider-specialty']).toMatchObject({ maxFiles: 3, maxBytes: 10 * MB })
    expect(CONTAINER_RULES['provider-specialty'].descriptions).toEqual([
      'Licencia de la Especialidad',
      'Licencia de Ciberterapia',
      'Póliza de Responsabilidad',
      'Otro',
    ])
  })
})

describe('accepted types', () => {
  it.each([
    ['application/pdf', 'a.pdf', true],
    ['image/jpeg', 'a.jpg', true],
    ['image/png', 'a.png', true],
    ['image/heic', 'a.heic', true],
    ['image/svg+xml', 'a.svg', false],
    ['application/x-msdownload', 'a.exe', false],
    ['text/plain', 'a.pdf', false],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx', false],
    ['', 'scan.PDF', true],
    ['', 'notes.txt', false],
  ])('%s named %s: %s', (type, name, accepted) => {
    expect(isAcceptedFileType(type, name)).toBe(accepted)
  })

  it('judges content types found in the bytes the same way', () => {
    expect(isAcceptedContentType('application/pdf')).toBe(true)
    expect(isAcceptedContentType('image/webp')).toBe(true)
    expect(isAcceptedContentType('application/x-msdownload')).toBe(false)
    expect(isAcceptedContentType('image/svg+xml')).toBe(false)
  })
})

describe('checkNewFile', () => {
  const limits = { maxFiles: 3, minFiles: 0, maxBytes: 10 * MB }

  it('accepts a new PDF under the limit', () => {
    expect(checkNewFile([existing('a.pdf')], pdf('b.pdf'), limits, noDescription)).toBeNull()
  })

  it('refuses a duplicate name, ignoring letter case, but not one that was deleted in this edit', () => {
    expect(checkNewFile([existing('Licencia.pdf')], pdf('licencia.PDF'), limits, noDescription)).toBe('duplicate_filename')
    const deleted = removeAttachment([existing('Licencia.pdf')], 'Licencia.pdf')
    expect(checkNewFile(deleted, pdf('Licencia.pdf'), limits, noDescription)).toBeNull()
  })

  it.each([
    [10 * MB, null],
    [10 * MB + 1, 'file_too_large'],
  ])('a file of %s bytes against 10 MB → %s', (size, expected) => {
    expect(checkNewFile([], pdf('a.pdf', size), limits, noDescription)).toBe(expected)
  })

  it('refuses a file over 5 MB with the default limits', () => {
    expect(checkNewFile([], pdf('a.pdf', 5 * MB), ATTACHMENT_DEFAULTS, noDescription)).toBeNull()
    expect(checkNewFile([], pdf('a.pdf', 5 * MB + 1), ATTACHMENT_DEFAULTS, noDescription)).toBe('file_too_large')
  })

  it('refuses a file beyond the maximum count, counting only the files shown', () => {
    const three = [existing('a.pdf'), existing('b.pdf'), existing('c.pdf')]
    expect(checkNewFile(three, pdf('d.pdf'), limits, noDescription)).toBe('too_many_files')
    expect(checkNewFile(three.slice(0, 2), pdf('d.pdf'), limits, noDescription)).toBeNull()
    expect(checkNewFile(removeAttachment(three, 'a.pdf'), pdf('d.pdf'), limits, noDescription)).toBeNull()
    expect(checkNewFile([existing('a.pdf')], pdf('b.pdf'), ATTACHMENT_DEFAULTS, noDescription)).toBe('too_many_files')
  })

  it('requires a description chosen before attaching, when the field asks for one', () => {
    expect(checkNewFile([], pdf('a.pdf'), limits, { required: true, value: null })).toBe('description_required')
    expect(checkNewFile([], pdf('a.pdf'), limits, { required: true, value: ' ' })).toBe('description_required')
    expect(checkNewFile([], pdf('a.pdf'), limits, { required: true, value: 'Otro' })).toBeNull()
  })

  it('refuses what is not an image or a PDF', () => {
    expect(checkNewFile([], { name: 'virus.exe', size: 10, type: 'application/x-msdownload' }, limits, noDescription)).toBe('unsupported_file_type')
  })
})

describe('add and remove', () => {
  const content = new ArrayBuffer(4)
  const chosen = { filename: 'nueva.pdf', description: 'Otro', size: 4, type: 'application/pdf', content }

  it('gives a newly chosen file action add', () => {
    expect(addAttachment([existing('a.pdf')], chosen)).toEqual([existing('a.pdf'), { ...chosen, action: 'add' }])
  })

  it('drops a just-added file when it is removed', () => {
    const added = addAttachment([existing('a.pdf')], chosen)
    expect(removeAttachment(added, 'nueva.pdf')).toEqual([existing('a.pdf')])
  })

  it('marks an existing file delete when removed, and hides it', () => {
    const removed = removeAttachment([existing('a.pdf'), existing('b.pdf')], 'a.pdf')
    expect(removed).toEqual([{ ...existing('a.pdf'), action: 'delete' }, existing('b.pdf')])
    expect(visibleAttachments(removed).map((draft) => draft.filename)).toEqual(['b.pdf'])
  })

  it('sends only added and deleted files', () => {
    const drafts = removeAttachment(addAttachment([existing('a.pdf'), existing('b.pdf')], chosen), 'a.pdf')
    expect(attachmentChanges(drafts).map((draft) => [draft.filename, draft.action])).toEqual([
      ['a.pdf', 'delete'],
      ['nueva.pdf', 'add'],
    ])
  })

  it('checks the minimum against the files shown', () => {
    const limits = { maxFiles: 3, minFiles: 1, maxBytes: MB }
    expect(hasEnoughFiles([existing('a.pdf')], limits)).toBe(true)
    expect(hasEnoughFiles(removeAttachment([existing('a.pdf')], 'a.pdf'), limits)).toBe(false)
    expect(hasEnoughFiles([], ATTACHMENT_DEFAULTS)).toBe(true)
  })
})
