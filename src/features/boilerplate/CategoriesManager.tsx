import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { BoilerplateCategory } from '../../domain/boilerplate/types'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { showSnackbar } from '../../components/snackbar'
import { useCreateCategory, useDeleteCategory, useRenameCategory } from './api/boilerplate'
import { describeBoilerplateError } from './boilerplate-codes'

/** One category's row: its name (editable in place), how many texts it holds, rename and delete. */
function CategoryRow({ category, onDelete }: { category: BoilerplateCategory; onDelete: () => void }) {
  const { t, i18n } = useLingui()
  const rename = useRenameCategory()
  const [name, setName] = useState(category.name)
  const changed = name.trim() !== '' && name.trim() !== category.name
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    rename.mutate(
      { id: category.id, input: { name: name.trim() } },
      { onSuccess: () => showSnackbar(t`Categoría guardada`, 'success'), onError: (error) => showSnackbar(describeBoilerplateError(i18n, error), 'error') },
    )
  }
  return (
    <HStack as="form" onSubmit={save} gap="2" wrap="wrap" data-testid="boilerplate-category">
      <Input size="sm" maxW="xs" value={name} aria-label={t`Nombre de la categoría ${category.name}`} onChange={(event) => setName(event.currentTarget.value)} />
      <Text fontSize="sm" color="fg.muted" minW="20">
        {t`${category.text_count} textos`}
      </Text>
      <Button size="xs" variant="outline" type="submit" disabled={!changed} loading={rename.isPending} loadingText={t`Guardando…`}>
        {t`Renombrar`}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Eliminar la categoría ${category.name}`} disabled={category.text_count > 0} onClick={onDelete}>
        {t`Eliminar`}
      </Button>
    </HStack>
  )
}

/** The categories of the standard texts: add, rename, and delete those without texts. */
export function CategoriesManager({ categories }: { categories: BoilerplateCategory[] }) {
  const { t, i18n } = useLingui()
  const create = useCreateCategory()
  const remove = useDeleteCategory()
  const [name, setName] = useState('')
  const [deleting, setDeleting] = useState<BoilerplateCategory | null>(null)
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: () => (setName(''), showSnackbar(t`Categoría creada`, 'success')),
        onError: (error) => showSnackbar(describeBoilerplateError(i18n, error), 'error'),
      },
    )
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t`Solo se puede eliminar una categoría sin textos.`}</Text>
      <Stack gap="2">
        {categories.map((category) => (
          <CategoryRow key={`${category.id}-${category.name}`} category={category} onDelete={() => setDeleting(category)} />
        ))}
      </Stack>
      <HStack as="form" onSubmit={add} gap="2" align="end">
        <Field.Root maxW="xs">
          <Field.Label>{t`Nueva categoría`}</Field.Label>
          <Input size="sm" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </Field.Root>
        <Button size="sm" type="submit" colorPalette="brand" disabled={!name.trim()} loading={create.isPending} loadingText={t`Guardando…`}>
          {t`Añadir`}
        </Button>
      </HStack>
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting ? t`Eliminar la categoría ${deleting.name}` : undefined}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await remove.mutateAsync(deleting.id)
            showSnackbar(t`Categoría eliminada`, 'success')
          } catch (error) {
            showSnackbar(describeBoilerplateError(i18n, error), 'error')
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
