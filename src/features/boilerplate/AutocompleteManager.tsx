import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { AUTOCOMPLETE_TYPES, type AutocompleteTypeCode } from '../../domain/boilerplate/types'
import { AUTOCOMPLETE_TEXT_MAX } from '../../domain/users/schemas'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { useAddAutocompleteItem, useAutocompleteItems, useDeleteAutocompleteItem } from './api/autocomplete'
import { describeBoilerplateError } from './boilerplate-codes'

const TYPE_NAMES: Record<AutocompleteTypeCode, MessageDescriptor> = {
  session_note: msg`Notas de sesión`,
  plan_comment: msg`Comentarios de planes`,
  letter: msg`Cartas y comunicaciones`,
}

/**
 * The person's own saved phrases (autocomplete items, spec §7 "Users" by type_id): one type at a
 * time, each phrase deleted on its own (with confirmation), a new one added at the end.
 */
export function AutocompleteManager({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const [typeId, setTypeId] = useState<number>(AUTOCOMPLETE_TYPES[0].id)
  const items = useAutocompleteItems(userId, typeId)
  const add = useAddAutocompleteItem(userId, typeId)
  const remove = useDeleteAutocompleteItem(userId, typeId)
  const [text, setText] = useState('')
  const [deleting, setDeleting] = useState<{ id: number; text: string } | null>(null)
  const fail = (error: unknown) => showSnackbar(describeBoilerplateError(i18n, error), 'error')
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    add.mutate(text.trim(), { onSuccess: () => (setText(''), showSnackbar(t`Frase guardada`, 'success')), onError: fail })
  }
  return (
    <Stack gap="4">
      <Field.Root maxW="xs">
        <Field.Label>{t`Tipo de frase`}</Field.Label>
        <PlainSelect value={typeId} onChange={(event) => setTypeId(Number(event.currentTarget.value))}>
          {AUTOCOMPLETE_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {i18n._(TYPE_NAMES[type.code])}
            </option>
          ))}
        </PlainSelect>
      </Field.Root>
      {items.isPending ? (
        <Loader />
      ) : items.isError ? (
        <Text role="alert">{describeBoilerplateError(i18n, items.error)}</Text>
      ) : items.data.length === 0 ? (
        <Text color="fg.muted">{t`No tiene frases guardadas de este tipo.`}</Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label={t`Frases guardadas`}>
          {items.data.map((item) => (
            <HStack as="li" key={item.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" gap="3">
              <Box flex="1" whiteSpace="pre-wrap">
                {item.text}
              </Box>
              <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Eliminar la frase ${item.text}`} onClick={() => setDeleting(item)}>
                {t`Eliminar`}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack as="form" onSubmit={save} gap="2" align="end">
        <Field.Root>
          <Field.Label>{t`Nueva frase`}</Field.Label>
          <Input value={text} maxLength={AUTOCOMPLETE_TEXT_MAX} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={!text.trim()} loading={add.isPending} loadingText={t`Guardando…`}>
          {t`Guardar frase`}
        </Button>
      </HStack>
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting ? t`Eliminar la frase «${deleting.text}»` : undefined}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await remove.mutateAsync(deleting.id)
            showSnackbar(t`Frase eliminada`, 'success')
          } catch (error) {
            fail(error)
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
