import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { showSnackbar } from '../../components/snackbar'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError } from '../../kit/errors/describe-error'
import { useDeleteObjectiveTemplate, useObjectiveTemplates, type ObjectiveTemplate, type TemplatesSearch } from './api/objective-templates'
import { ObjectiveTemplateDialog } from './ObjectiveTemplateDialog'

/**
 * The office's objective templates (GET /intervention-plans/objective-templates): wordings a
 * provider picks when writing a plan's objectives. Everyone who reaches plans reads them; staff
 * holding plans.write globally change them (the server's rule). The catalogue above owns the
 * address, so this list's search and page are the screen's own state.
 */
export function ObjectiveTemplates({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const [search, setSearch] = useState<TemplatesSearch>({})
  const templates = useObjectiveTemplates(search)
  const measurementTypes = useReferenceList('measurementTypes') ?? []
  const remove = useDeleteObjectiveTemplate()
  const [editing, setEditing] = useState<{ template: ObjectiveTemplate | null } | null>(null)
  const [removing, setRemoving] = useState<ObjectiveTemplate | null>(null)
  const columns: OfficeColumn<ObjectiveTemplate>[] = [
    { id: 'name', header: t`Nombre`, cell: (row) => row.name },
    { id: 'measurement', header: t`Tipo de medición`, cell: (row) => measurementTypes.find((type) => type.id === row.measurement_type_id)?.name ?? '—' },
    { id: 'description', header: t`Texto del objetivo`, cell: (row) => row.description },
  ]
  // Buttons rather than the row menu: two actions per row, each visible at a glance.
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t`Acciones`,
      cell: (row) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" aria-label={t`Editar ${row.name}`} onClick={() => setEditing({ template: row })}>
            {t`Editar`}
          </Button>
          <Button size="xs" variant="outline" colorPalette="danger" aria-label={t`Eliminar ${row.name}`} onClick={() => setRemoving(row)}>
            {t`Eliminar`}
          </Button>
        </HStack>
      ),
    })
  }
  const confirmRemove = (template: ObjectiveTemplate) =>
    remove
      .mutateAsync(template.id)
      .then(() => showSnackbar(t`Plantilla eliminada`, 'success'))
      .catch((error: unknown) => showSnackbar(describeError(i18n, error), 'error'))
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>{t`Plantillas de objetivos`}</Heading>
        {canManage ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({ template: null })}>
            {t`Nueva plantilla`}
          </Button>
        ) : null}
      </HStack>
      <SearchBox value={search.q ?? ''} label={t`Buscar plantilla`} placeholder={t`Nombre de la plantilla`} onSearch={(q) => setSearch({ q: q || undefined })} />
      <OfficeTable
        caption={t`Plantillas de objetivos`}
        columns={columns}
        data={templates.data}
        error={templates.error}
        loading={templates.isFetching}
        onRetry={() => void templates.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        sort={undefined}
        defaultSort="name"
        onSort={() => undefined}
        page={search.page ?? 1}
        pageSize={PAGE_SIZE_DEFAULT}
        onPage={(page) => setSearch((previous) => ({ ...previous, page: page > 1 ? page : undefined }))}
        empty={search.q ? t`Ninguna plantilla coincide con la búsqueda.` : t`No hay plantillas de objetivos.`}
      />
      {editing ? <ObjectiveTemplateDialog template={editing.template} onClose={() => setEditing(null)} /> : null}
      <IrreversibleConfirm
        open={removing !== null}
        subject={removing ? t`Eliminar la plantilla: ${removing.name}` : undefined}
        onConfirm={() => (removing ? confirmRemove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  )
}
