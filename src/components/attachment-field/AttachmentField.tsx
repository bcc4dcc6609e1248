import { Box, Button, chakra, CloseButton, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'

export interface AttachmentFieldItem {
  /** Stable key of the file in the list (its name). */
  key: string
  filename: string
  /** The description's text as shown. */
  description?: string
  /** Chosen in this edit and not saved yet. */
  isNew: boolean
  /** The file's size for people, e.g. "2,5 MB". */
  sizeLabel?: string
}

export interface AttachmentFieldProps {
  label: string
  items: readonly AttachmentFieldItem[]
  /** The file picker's accept attribute (e.g. images and PDF). */
  accept: string
  /** Whether one more file may be attached (under the maximum count). */
  canAdd: boolean
  /** What may be attached, e.g. "Imágenes o PDF, hasta 10 MB cada uno; máximo 3 archivos." */
  hint?: string
  /** When given, one must be chosen before attaching; the chosen value goes with the file. */
  descriptionChoices?: ReadonlyArray<{ value: string; label: string }>
  readOnly?: boolean
  /** A file was chosen; the caller checks it and adds it (or says why not). */
  onPick: (file: File, description: string | null) => void | Promise<void>
  onRemove: (key: string) => void
  /** Opens a saved file (e.g. downloads it). */
  onOpen?: (key: string) => void
}

const DescriptionSelect = chakra('select', {
  base: { width: '100%', height: '10', px: '3', textStyle: 'sm', bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', focusVisibleRing: 'inside' },
})

/**
 * A list of attached files with a way to add and remove them. It knows nothing of limits or
 * rules: the caller decides whether a picked file is accepted and what the list becomes.
 */
export function AttachmentField({ label, items, accept, canAdd, hint, descriptionChoices, readOnly, onPick, onRemove, onOpen }: AttachmentFieldProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [description, setDescription] = useState('')
  const descriptionId = useId()
  const needsDescription = Boolean(descriptionChoices?.length)
  const ready = !needsDescription || description !== ''

  async function picked(files: FileList | null) {
    for (const file of Array.from(files ?? [])) await onPick(file, needsDescription ? description : null)
    if (input.current) input.current.value = ''
    setDescription('')
  }

  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Text as="legend" fontWeight="medium" px="1">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">{t`No hay archivos adjuntos.`}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={label}>
          {items.map((item) => {
            const name = item.filename
            return (
              <HStack as="li" key={item.key} justify="space-between" gap="3" borderWidth="1px" borderRadius="md" px="3" py="2">
                <Box minW="0">
                  {onOpen && !item.isNew ? (
                    <Button variant="plain" colorPalette="brand" p="0" h="auto" textDecoration="underline" onClick={() => onOpen(item.key)} title={t`Descargar ${name}`}>
                      {name}
                    </Button>
                  ) : (
                    <Text truncate>{name}</Text>
                  )}
                  <Text textStyle="xs" color="fg.muted">
                    {[item.description, item.sizeLabel, item.isNew ? t`Sin guardar` : null].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
                {readOnly ? null : <CloseButton size="sm" aria-label={t`Quitar ${name}`} onClick={() => onRemove(item.key)} />}
              </HStack>
            )
          })}
        </Stack>
      )}
      {!readOnly && canAdd ? (
        <Stack gap="2">
          {needsDescription ? (
            <Field.Root>
              <Field.Label htmlFor={descriptionId}>{t`Descripción del archivo`}</Field.Label>
              <DescriptionSelect id={descriptionId} value={description} onChange={(event) => setDescription(event.currentTarget.value)}>
                <option value="">{t`Seleccione…`}</option>
                {descriptionChoices!.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </DescriptionSelect>
              {ready ? null : <Field.HelperText>{t`Elija la descripción antes de adjuntar el archivo.`}</Field.HelperText>}
            </Field.Root>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" colorPalette="brand" disabled={!ready} onClick={() => input.current?.click()}>
              {t`Adjuntar archivo`}
            </Button>
            {hint ? (
              <Text textStyle="xs" color="fg.muted">
                {hint}
              </Text>
            ) : null}
          </HStack>
          <input ref={input} type="file" accept={accept} hidden aria-label={t`Archivo para adjuntar`} onChange={(event) => void picked(event.currentTarget.files)} />
        </Stack>
      ) : null}
    </Stack>
  )
}
