import * as v from 'valibot'
import { Id } from '../schemas/common'
import { hasForbiddenCharacters, singleLine } from '../schemas/text'
import { CONTAINER_TYPES } from './rules'

/**
 * An attachment change sent with the record it belongs to (spec §3 Attachment): a file to add,
 * as base64, or a file to delete, by name.
 */

// No folders, no control or bidirectional-override characters, no "." or "..": the name is shown
// and offered on download, and must read as what it is.
export const isSafeFilename = (name: string) => !/[/\\]/.test(name) && !hasForbiddenCharacters(name) && name !== '.' && name !== '..'

export const Filename = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(180, 'too_long'),
  v.check(isSafeFilename, 'invalid_filename'),
)

export const AttachmentDescription = v.pipe(v.string('required'), singleLine(), v.trim(), v.nonEmpty('description_required'), v.maxLength(120, 'too_long'))

/** Plain base64 (no data: prefix), whole groups of four characters. */
export const Base64File = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.check((text: string) => text.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(text), 'invalid_file'),
)

const ContainerType = v.picklist(CONTAINER_TYPES, 'invalid_container_type')

export const AttachmentChange = v.variant(
  'action',
  [
    v.object({
      action: v.literal('add'),
      containerType: ContainerType,
      /** Absent when the record is new and has no id yet. */
      containerId: v.nullish(Id),
      filename: Filename,
      description: AttachmentDescription,
      file: Base64File,
    }),
    v.object({
      action: v.literal('delete'),
      containerType: ContainerType,
      containerId: v.nullish(Id),
      filename: Filename,
      description: v.nullish(v.pipe(v.string(), v.maxLength(120, 'too_long'))),
    }),
  ],
  'invalid_action',
)
export type AttachmentChange = v.InferOutput<typeof AttachmentChange>

export const MAX_ATTACHMENT_CHANGES = 20
export const AttachmentChanges = v.pipe(v.array(AttachmentChange, 'invalid_attachments'), v.maxLength(MAX_ATTACHMENT_CHANGES, 'too_many_files'))

/** GET /attachments/{containerType}/{containerId}?filename= */
export const AttachmentUrlQuery = v.object({ filename: Filename })

/** A stored file as the API lists it with its record. */
export interface AttachmentInfo {
  filename: string
  description: string
  content_type: string
  size_bytes: number
  created_at: string
}

/** The answer of GET /attachments/{containerType}/{containerId}?filename=. */
export interface AttachmentUrl {
  url: string
  filename: string
}
