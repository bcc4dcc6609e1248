import type { AttachmentChange } from '../../domain/attachments/schemas'
import { attachmentChanges, type AttachmentDraft, type ContainerType } from '../../domain/attachments/rules'

/** Base64 of a file's bytes, in slices (a 10 MB file would overflow the arguments of one call). */
export function arrayBufferToBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  const slice = 0x8000
  let binary = ''
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice))
  }
  return btoa(binary)
}

/** The changes a save sends for a record's files: new files with their bytes, deleted ones by name. */
export function toAttachmentChanges(drafts: readonly AttachmentDraft[], containerType: ContainerType, containerId: number | null): AttachmentChange[] {
  return attachmentChanges(drafts).map((draft): AttachmentChange =>
    draft.action === 'add'
      ? { action: 'add', containerType, containerId, filename: draft.filename, description: draft.description, file: arrayBufferToBase64(draft.content ?? new ArrayBuffer(0)) }
      : { action: 'delete', containerType, containerId, filename: draft.filename, description: draft.description },
  )
}

/** A record's saved files as the form's starting list (no action: kept as they are). */
export function savedAttachments(files: ReadonlyArray<{ filename: string; description: string; size_bytes: number; content_type: string }>): AttachmentDraft[] {
  return files.map((file) => ({ filename: file.filename, description: file.description, size: file.size_bytes, type: file.content_type }))
}
