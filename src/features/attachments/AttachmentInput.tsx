import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  ACCEPTED_FILE_TYPES,
  addAttachment,
  checkNewFile,
  DEFAULT_ATTACHMENT_LIMITS,
  removeAttachment,
  visibleAttachments,
  type AttachmentDraft,
  type AttachmentLimits,
  type AttachmentRefusal,
} from '../../domain/attachments/rules'
import { formatFileSize } from '../../domain/attachments/sizes'
import { AttachmentField } from '../../components/attachment-field/AttachmentField'
import { showSnackbar } from '../../components/snackbar'

export interface AttachmentInputProps {
  label: string
  /** The record's files: saved ones (no action), added ones and deleted ones (hidden). */
  value: AttachmentDraft[]
  onChange: (next: AttachmentDraft[]) => void
  /** Defaults to spec §5: at most 1 file, at least 0, 5 MB. */
  limits?: AttachmentLimits
  /** When given, a description must be chosen before attaching; `value` is what is stored. */
  descriptionChoices?: ReadonlyArray<{ value: string; label: string }>
  readOnly?: boolean
  /** Opens a saved file. */
  onOpen?: (filename: string) => void
}

/**
 * The attachment field of spec §4–§5, for any form: images and PDF, limits per field, a
 * description chosen first when the field asks for one. A refused file is explained in the
 * snackbar; an accepted one is kept as an ArrayBuffer (Safari loses Blob-backed files).
 */
export function AttachmentInput({ label, value, onChange, limits = DEFAULT_ATTACHMENT_LIMITS, descriptionChoices, readOnly, onOpen }: AttachmentInputProps) {
  const { t, i18n } = useLingui()
  const visible = visibleAttachments(value)
  const size = formatFileSize(limits.maxBytes, i18n.locale)
  const max = limits.maxFiles
  const labelOf = (description: string) => descriptionChoices?.find((choice) => choice.value === description)?.label ?? description

  function refusalMessage(refusal: AttachmentRefusal): string {
    switch (refusal) {
      case 'duplicate_filename':
        return t`Ya existe un archivo con ese nombre`
      case 'file_too_large':
        return t`El tamaño del archivo no puede ser mayor a ${size}`
      case 'too_many_files':
        return t`${plural(max, { one: 'Solo se puede adjuntar # archivo.', other: 'Solo se pueden adjuntar # archivos.' })}`
      case 'unsupported_file_type':
        return t`Solo se aceptan imágenes y archivos PDF.`
      case 'description_required':
        return t`Elija la descripción antes de adjuntar el archivo.`
    }
  }

  async function pick(file: File, description: string | null) {
    const refusal = checkNewFile(value, file, limits, { required: Boolean(descriptionChoices?.length), value: description })
    if (refusal) {
      showSnackbar(refusalMessage(refusal), 'error')
      return
    }
    const content = await file.arrayBuffer()
    onChange(addAttachment(value, { filename: file.name, description: description ?? '', content, size: file.size, type: file.type }))
  }

  return (
    <AttachmentField
      label={label}
      items={visible.map((draft) => ({
        key: draft.filename,
        filename: draft.filename,
        description: draft.description ? labelOf(draft.description) : undefined,
        isNew: draft.action === 'add',
        sizeLabel: formatFileSize(draft.size, i18n.locale),
      }))}
      accept={ACCEPTED_FILE_TYPES}
      canAdd={visible.length < max}
      hint={t`${plural(max, { one: `Imagen o PDF de hasta ${size}.`, other: `Imágenes o PDF de hasta ${size} cada uno; máximo # archivos.` })}`}
      descriptionChoices={descriptionChoices}
      readOnly={readOnly}
      onPick={pick}
      onRemove={(filename) => onChange(removeAttachment(value, filename))}
      onOpen={onOpen}
    />
  )
}
