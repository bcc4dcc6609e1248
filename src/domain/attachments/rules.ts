import { ATTACHMENT_DEFAULTS, CONTRACT_DOCUMENTS, SPECIALTY_ATTACHMENTS, VISIT_LOG_SCAN } from '../constants'

/**
 * Attachments (spec §3, §4, §5): what a file picker accepts, and how the list of a record's files
 * changes while it is edited. The same rules run in the form (to answer at once) and on the
 * server (which refuses whatever slipped past a form).
 */

export interface AttachmentLimits {
  maxFiles: number
  minFiles: number
  maxBytes: number
}

export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = ATTACHMENT_DEFAULTS

/** Records that carry attachments; each has its limits and, when required, its descriptions. */
export const CONTAINER_TYPES = ['provider-specialty', 'provider-location-visit-log', 'provider-contract'] as const
export type ContainerType = (typeof CONTAINER_TYPES)[number]

/** The descriptions a specialty's file may have (stored as written here, in Spanish). */
export const SPECIALTY_ATTACHMENT_DESCRIPTIONS = [
  'Licencia de la Especialidad',
  'Licencia de Ciberterapia',
  'Póliza de Responsabilidad',
  'Otro',
] as const

export const CONTAINER_RULES: Record<ContainerType, AttachmentLimits & { descriptions: readonly string[] | null }> = {
  'provider-specialty': { ...SPECIALTY_ATTACHMENTS, descriptions: SPECIALTY_ATTACHMENT_DESCRIPTIONS },
  // One scan per paper visit log (spec §3 "Visit log"), sent as a multipart upload, not in JSON.
  'provider-location-visit-log': { ...VISIT_LOG_SCAN, descriptions: null },
  // A provider contract's documents; each file's description is its document type's name.
  'provider-contract': { ...CONTRACT_DOCUMENTS, descriptions: null },
}

/** The file picker's accept attribute: images and PDF. */
export const ACCEPTED_FILE_TYPES = 'image/*,application/pdf,.pdf'

const IMAGE_OR_PDF_NAME = /\.(pdf|jpe?g|png|gif|webp|heic|heif|avif|bmp|tiff?)$/i

/**
 * Images and PDF (spec §5). SVG is refused: it is a document that can carry scripts. A file the
 * device gives no type for is judged by its name here; the server judges every file by its bytes.
 */
export function isAcceptedFileType(mimeType: string, filename: string): boolean {
  const type = mimeType.toLowerCase()
  if (type === '') return IMAGE_OR_PDF_NAME.test(filename)
  return isAcceptedContentType(type)
}

/** The type found in a file's content (magic numbers) must be an image or PDF. */
export function isAcceptedContentType(mimeType: string): boolean {
  return mimeType === 'application/pdf' || (mimeType.startsWith('image/') && mimeType !== 'image/svg+xml')
}

/** Two names are the same file when they differ only in letter case or Unicode normalisation. */
export function sameFilename(a: string, b: string): boolean {
  return a.normalize('NFC').toLocaleLowerCase('es') === b.normalize('NFC').toLocaleLowerCase('es')
}

export type AttachmentAction = 'add' | 'delete'

/** One file of a record in a form: an existing one (no action), a new one (add), or one removed (delete). */
export interface AttachmentDraft {
  filename: string
  description: string
  action?: AttachmentAction
  /**
   * The bytes of a new file, as an ArrayBuffer: Safari drops the contents of Blob-backed files
   * kept in memory or IndexedDB, an ArrayBuffer it keeps.
   */
  content?: ArrayBuffer
  size: number
  type: string
}

export type AttachmentRefusal = 'description_required' | 'unsupported_file_type' | 'duplicate_filename' | 'file_too_large' | 'too_many_files'

/** Files the person sees: deleted ones are hidden. */
export function visibleAttachments<T extends Pick<AttachmentDraft, 'action'>>(drafts: readonly T[]): T[] {
  return drafts.filter((draft) => draft.action !== 'delete')
}

/**
 * Why a chosen file cannot be attached, or null when it can. A description, when required, must
 * be chosen first; then type, duplicate name (among the files shown), size and count are checked.
 */
export function checkNewFile(
  drafts: readonly AttachmentDraft[],
  file: { name: string; size: number; type: string },
  limits: AttachmentLimits,
  description: { required: boolean; value: string | null },
): AttachmentRefusal | null {
  if (description.required && !description.value?.trim()) return 'description_required'
  if (!isAcceptedFileType(file.type, file.name)) return 'unsupported_file_type'
  const visible = visibleAttachments(drafts)
  if (visible.some((draft) => sameFilename(draft.filename, file.name))) return 'duplicate_filename'
  if (file.size > limits.maxBytes) return 'file_too_large'
  if (visible.length >= limits.maxFiles) return 'too_many_files'
  return null
}

/** A newly chosen file gets action add. */
export function addAttachment(drafts: readonly AttachmentDraft[], file: Omit<AttachmentDraft, 'action'>): AttachmentDraft[] {
  return [...drafts, { ...file, action: 'add' }]
}

/** Removing a file just added drops it; removing an existing file marks it delete (and hides it). */
export function removeAttachment(drafts: readonly AttachmentDraft[], filename: string): AttachmentDraft[] {
  const target = drafts.find((draft) => draft.action !== 'delete' && draft.filename === filename)
  if (!target) return [...drafts]
  if (target.action === 'add') return drafts.filter((draft) => draft !== target)
  return drafts.map((draft) => (draft === target ? { ...draft, action: 'delete' as const } : draft))
}

/** What a save sends: only the files added or deleted in this edit. */
export function attachmentChanges(drafts: readonly AttachmentDraft[]): AttachmentDraft[] {
  return drafts.filter((draft) => draft.action === 'add' || draft.action === 'delete')
}

/** Whether the files shown meet the minimum (spec §5: defaults to 0). */
export function hasEnoughFiles(drafts: readonly AttachmentDraft[], limits: AttachmentLimits): boolean {
  return visibleAttachments(drafts).length >= limits.minFiles
}
