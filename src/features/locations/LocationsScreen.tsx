import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { canAnywhere } from '../../domain/permissions/permissions'
import type { LocationListItem } from '../../domain/locations/types'
import { Page } from '../../components/page'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { useSession } from '../../kit/session/use-session'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { useLocations } from './api/list-locations'
import { NewLocationDialog } from './NewLocationDialog'
import { LOCATIONS_DEFAULT_SORT, type LocationsSearch } from './locations-search'

const route = getRouteApi('/locations/')

/** /locations: schools and other places of service, with their type and municipality; the list's state is in the address. */
export function LocationsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/locations/' })
  const locations = useLocations(search)
  const types = useReferenceList('locationTypes') ?? []
  const user = useSession()?.user
  // Creating needs locations.write somewhere; the server checks it again for the chosen region.
  const canCreate = Boolean(user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'locations.write'))
  const [creating, setCreating] = useState(false)
  const change = (next: Partial<LocationsSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const columns: OfficeColumn<LocationListItem>[] = [
    {
      id: 'name',
      header: t`Nombre`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/locations/$id" params={{ id: String(row.id) }}>
            {row.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'type', header: t`Tipo`, sortable: true, cell: (row) => row.type_name },
    { id: 'municipality', header: t`Municipio`, sortable: true, cell: (row) => row.municipality_name },
    { id: 'school_code', header: t`Código de escuela`, sortable: true, cell: (row) => row.school_code ?? '—' },
    { id: 'customer', header: t`Región`, cell: (row) => row.customer_name ?? '—' },
  ]
  return (
    <Page
      title={t`Localidades`}
      actions={
        canCreate ? (
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {t`Nueva localidad`}
          </Button>
        ) : null
      }
    >
      {creating ? <NewLocationDialog onClose={() => setCreating(false)} /> : null}
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <SearchBox key={search.q ?? ''} value={search.q ?? ''} label={t`Buscar localidad`} placeholder={t`Nombre o código de escuela`} onSearch={(q) => change({ q: q || undefined })} />
          <FilterSelect
            label={t`Tipo`}
            value={search.type_id}
            options={idOptions(types, (row) => row.id, (row) => row.name)}
            onChange={(type_id) => change({ type_id })}
          />
        </HStack>
        <OfficeTable
          caption={t`Localidades`}
          columns={columns}
          data={locations.data}
          error={locations.error}
          loading={locations.isFetching}
          onRetry={() => void locations.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => row.name}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate({ to: '/locations/$id', params: { id: String(row.id) } }) }]}
          sort={search.sort}
          defaultSort={LOCATIONS_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, LOCATIONS_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={search.q ? t`Ninguna localidad coincide con la búsqueda.` : t`No hay localidades.`}
        />
      </Stack>
    </Page>
  )
}
