import { Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import type { Objective } from '../../domain/services/schemas'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { showSnackbar } from '../../components/snackbar'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError } from '../../kit/errors/describe-error'
import { useDeleteObjective, useObjectives } from './api/objectives'
import { ObjectiveDialog } from './ObjectiveDialog'
import { OBJECTIVES_DEFAULT_SORT, type ObjectivesSearch } from './objectives-search'

const route = getRouteApi('/config/objectives')

type Editing = { objective: Objective | null }

/**
 * The objectives catalogue (spec §7 "Services", GET /services/objectives): search, service filter
 * and paging in the address; with services.manage, objectives are created, changed and deleted.
 */
export function ObjectiveCatalogue({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/config/objectives' })
  const objectives = useObjectives(search)
  const measurementTypes = useReferenceList('measurementTypes') ?? []
  const services = useReferenceList('services') ?? []
  const remove = useDeleteObjective()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [removing, setRemoving] = useState<Objective | null>(null)
  const change = (next: Partial<ObjectivesSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const nameOf = (items: ReadonlyArray<{ id: number; name: string }>, id: number | null) => items.find((item) => item.id === id)?.name ?? '—'

  const columns: OfficeColumn<Objective>[] = [
    { id: 'name', header: t`Nombre`, sortable: true, cell: (row) => row.name },
    { id: 'measurement', header: t`Tipo de medición`, cell: (row) => nameOf(measurementTypes, row.interventionPlanMeasurementTypeId) },
    { id: 'service', header: t`Servicio`, cell: (row) => (row.service_id === null ? t`Todos` : nameOf(services, row.service_id)) },
    { id: 'description', header: t`Descripción`, cell: (row) => row.description ?? '—' },
  ]
  // Buttons rather than the row menu: two actions per row, each visible at a glance.
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t`Acciones`,
      cell: (row) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" aria-label={t`Editar ${row.name}`} onClick={() => setEditing({ objective: row })}>
            {t`Editar`}
          </Button>
          <Button size="xs" variant="outline" colorPalette="danger" aria-label={t`Eliminar ${row.name}`} onClick={() => setRemoving(row)}>
            {t`Eliminar`}
          </Button>
        </HStack>
      ),
    })
  }
  const confirmRemove = (objective: Objective) =>
    remove
      .mutateAsync(objective.id)
      .then(() => showSnackbar(t`Objetivo eliminado`, 'success'))
      .catch((error: unknown) => showSnackbar(describeError(i18n, error), 'error'))

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>{t`Catálogo de objetivos`}</Heading>
        {canManage ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({ objective: null })}>
            {t`Nuevo objetivo`}
          </Button>
        ) : null}
      </HStack>
      <HStack gap="4" wrap="wrap" align="end">
        <SearchBox key={search.q ?? ''} value={search.q ?? ''} label={t`Buscar objetivo`} placeholder={t`Nombre del objetivo`} onSearch={(q) => change({ q: q || undefined })} />
        <FilterSelect
          label={t`Servicio`}
          value={search.service_id}
          options={idOptions(services, (row) => row.id, (row) => row.name)}
          onChange={(service_id) => change({ service_id })}
        />
      </HStack>
      <OfficeTable
        caption={t`Catálogo de objetivos`}
        columns={columns}
        data={objectives.data}
        error={objectives.error}
        loading={objectives.isFetching}
        onRetry={() => void objectives.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        sort={search.sort}
        defaultSort={OBJECTIVES_DEFAULT_SORT}
        onSort={(field) => change({ sort: nextSort(search.sort, OBJECTIVES_DEFAULT_SORT, field) })}
        page={search.page ?? 1}
        pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
        onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
        empty={search.q || search.service_id ? t`Ningún objetivo coincide con la búsqueda.` : t`El catálogo no tiene objetivos.`}
      />
      {editing ? <ObjectiveDialog objective={editing.objective} onClose={() => setEditing(null)} /> : null}
      <IrreversibleConfirm
        open={removing !== null}
        subject={removing ? t`Eliminar el objetivo: ${removing.name}` : undefined}
        onConfirm={() => (removing ? confirmRemove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  )
}
