import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { BoilerplateText } from '../../domain/boilerplate/types'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { customersWith, type Permission } from '../../domain/permissions/permissions'
import { ClosableDialog } from '../../components/closable-dialog'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { useSession } from '../../kit/session/use-session'
import { BOILERPLATE_AREA } from '../../kit/office/destinations'
import { nextSort } from '../../kit/office/list-search'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { formatDateTime } from '../../kit/words/format-date'
import { useBoilerplateCategories, useBoilerplateTexts, useCreateText, useDeleteText, useUpdateText } from './api/boilerplate'
import { AutocompleteManager } from './AutocompleteManager'
import { describeBoilerplateError } from './boilerplate-codes'
import { BoilerplateEditor } from './BoilerplateEditor'
import { BOILERPLATE_DEFAULT_SORT, type BoilerplateListSearch } from './boilerplate-search'
import { CategoriesManager } from './CategoriesManager'

const ROUTE_ID = '/boilerplate/'
const MANAGE_PERMISSION: Permission = 'boilerplate.manage'
const route = getRouteApi(ROUTE_ID)

/** /boilerplate behind its gate (any staff member; writing needs boilerplate.manage held globally, as the server checks). */
export function BoilerplatePage() {
  const { t } = useLingui()
  const session = useSession()
  if (!session) return <Loader />
  const user = session.user
  const canManage = customersWith({ permissions: user.permissions ?? [], customer_permissions: user.customer_permissions ?? [] }, MANAGE_PERMISSION) === 'all'
  return (
    <OfficeGate requirement={BOILERPLATE_AREA} title={t`Textos estándar`}>
      <BoilerplateScreen userId={user.id} canManage={canManage} />
    </OfficeGate>
  )
}

type Dialog = { kind: 'edit'; text: BoilerplateText | null } | { kind: 'read'; text: BoilerplateText } | { kind: 'categories' } | { kind: 'phrases' }

/**
 * The company's standard texts — letters and notes the staff reuse — searched and filtered by
 * category, the list's state in the address. Each text opens to be read and copied; managers
 * create, edit and delete texts and keep the categories. Everyone keeps her own saved phrases.
 */
export function BoilerplateScreen({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t, i18n } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: ROUTE_ID })
  const texts = useBoilerplateTexts(search)
  const categories = useBoilerplateCategories().data ?? []
  const create = useCreateText()
  const update = useUpdateText()
  const remove = useDeleteText()
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [deleting, setDeleting] = useState<BoilerplateText | null>(null)
  const change = (next: Partial<BoilerplateListSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const fail = (error: unknown) => showSnackbar(describeBoilerplateError(i18n, error), 'error')

  async function copy(text: BoilerplateText) {
    try {
      await navigator.clipboard.writeText(text.body)
      showSnackbar(t`Texto copiado`, 'success')
    } catch {
      showSnackbar(t`No se pudo copiar. Seleccione el texto y cópielo.`, 'error')
    }
  }

  const columns: OfficeColumn<BoilerplateText>[] = [
    { id: 'title', header: t`Título`, sortable: true, cell: (row) => row.title },
    { id: 'category', header: t`Categoría`, sortable: true, cell: (row) => row.category_name },
    { id: 'excerpt', header: t`Comienzo`, cell: (row) => (row.body.length > 90 ? `${row.body.slice(0, 90)}…` : row.body) },
    { id: 'updated_at', header: t`Modificado`, sortable: true, cell: (row) => `${formatDateTime(row.updated_at)}${row.updated_by_name ? ` · ${row.updated_by_name}` : ''}` },
  ]
  const editing = dialog?.kind === 'edit' ? dialog : null
  return (
    <Page
      title={t`Textos estándar`}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'phrases' })}>
            {t`Mis frases guardadas`}
          </Button>
          {canManage ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'categories' })}>
                {t`Categorías`}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setDialog({ kind: 'edit', text: null })}>
                {t`Nuevo texto`}
              </Button>
            </>
          ) : null}
        </HStack>
      }
    >
      {editing ? (
        <ClosableDialog title={editing.text ? t`Editar texto` : t`Nuevo texto`} size={{ base: 'full', md: 'xl' }} onClose={() => setDialog(null)}>
          <BoilerplateEditor
            text={editing.text}
            categories={categories}
            saving={create.isPending || update.isPending}
            onSave={(fields) => {
              const done = { onSuccess: () => (setDialog(null), showSnackbar(t`Texto guardado`, 'success')), onError: fail }
              if (editing.text) update.mutate({ id: editing.text.id, input: { ...fields, hash: editing.text.hash } }, done)
              else create.mutate(fields, done)
            }}
          />
        </ClosableDialog>
      ) : null}
      {dialog?.kind === 'read' ? (
        <ClosableDialog title={dialog.text.title} size={{ base: 'full', md: 'lg' }} onClose={() => setDialog(null)}>
          <Stack gap="4">
            <Text color="fg.muted">{dialog.text.category_name}</Text>
            <Box whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p="4" data-testid="boilerplate-body">
              {dialog.text.body}
            </Box>
            <HStack justify="end">
              <Button colorPalette="brand" onClick={() => void copy(dialog.text)}>
                {t`Copiar texto`}
              </Button>
            </HStack>
          </Stack>
        </ClosableDialog>
      ) : null}
      {dialog?.kind === 'categories' ? (
        <ClosableDialog title={t`Categorías`} size={{ base: 'full', md: 'lg' }} onClose={() => setDialog(null)}>
          <CategoriesManager categories={categories} />
        </ClosableDialog>
      ) : null}
      {dialog?.kind === 'phrases' ? (
        <ClosableDialog title={t`Mis frases guardadas`} size={{ base: 'full', md: 'lg' }} onClose={() => setDialog(null)}>
          <AutocompleteManager userId={userId} />
        </ClosableDialog>
      ) : null}
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <SearchBox key={search.q ?? ''} value={search.q ?? ''} label={t`Buscar texto`} placeholder={t`Título o contenido`} onSearch={(q) => change({ q: q || undefined })} />
          <Field.Root maxW="xs">
            <Field.Label>{t`Categoría`}</Field.Label>
            <PlainSelect
              value={search.category_id ?? ''}
              onChange={(event) => change({ category_id: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
            >
              <option value="">{t`Todas`}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
        </HStack>
        <OfficeTable
          caption={t`Textos estándar`}
          columns={columns}
          data={texts.data}
          error={texts.error}
          loading={texts.isFetching}
          onRetry={() => void texts.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => row.title}
          rowActions={(row) => [
            { label: t`Leer y copiar`, onSelect: () => setDialog({ kind: 'read', text: row }) },
            ...(canManage
              ? [
                  { label: t`Editar`, onSelect: () => setDialog({ kind: 'edit', text: row }) },
                  { label: t`Eliminar`, onSelect: () => setDeleting(row) },
                ]
              : []),
          ]}
          sort={search.sort}
          defaultSort={BOILERPLATE_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, BOILERPLATE_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={search.q || search.category_id ? t`Ningún texto coincide con la búsqueda.` : t`No hay textos estándar.`}
        />
      </Stack>
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting ? t`Eliminar el texto ${deleting.title}` : undefined}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await remove.mutateAsync(deleting.id)
            showSnackbar(t`Texto eliminado`, 'success')
          } catch (error) {
            fail(error)
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Page>
  )
}
