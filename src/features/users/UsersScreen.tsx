import { Button, Field, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import type { UserListItem } from '../../domain/users/types'
import { Page } from '../../components/page'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { PlainSelect } from '../../components/plain-select'
import { StatusBadge } from '../../components/status-badge'
import { useCustomers } from '../../kit/lookups/list-customers'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { useUsers } from './api/list-users'
import { useRolesSelector } from './api/user-roles'
import { NewUserDialog } from './NewUserDialog'
import { roleLabel } from './role-label'
import { USERS_DEFAULT_SORT, type UsersSearch } from './users-search'

const route = getRouteApi('/config/users/')

/** /config/users: every account with its roles, searched and filtered; the list's state is in the address. */
export function UsersScreen({ viewerId }: { viewerId: number }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/config/users/' })
  const users = useUsers(search)
  // The roles to filter by: the selector's list is the same for every account, so the viewer's own serves.
  const roles = useRolesSelector(viewerId).data?.roles ?? []
  const customers = useCustomers().data ?? []
  const [creating, setCreating] = useState(false)
  const change = (next: Partial<UsersSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const columns: OfficeColumn<UserListItem>[] = [
    {
      id: 'name',
      header: t`Nombre`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/config/users/$id" params={{ id: String(row.id) }}>
            {row.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'email', header: t`Correo electrónico`, sortable: true, cell: (row) => row.email },
    { id: 'roles', header: t`Roles`, cell: (row) => (row.roles.length ? row.roles.map(roleLabel).join('; ') : '—') },
    { id: 'kind', header: t`Tipo`, cell: (row) => (row.provider_id === null ? t`Personal` : t`Proveedor`) },
    {
      id: 'active',
      header: t`Estado`,
      cell: (row) => (row.is_active ? <StatusBadge tone="success">{t`Activo`}</StatusBadge> : <StatusBadge tone="neutral">{t`Inactivo`}</StatusBadge>),
    },
  ]
  return (
    <Page
      title={t`Usuarios`}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
          {t`Nuevo usuario`}
        </Button>
      }
    >
      {creating ? <NewUserDialog onClose={() => setCreating(false)} /> : null}
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <SearchBox key={search.q ?? ''} value={search.q ?? ''} label={t`Buscar usuario`} placeholder={t`Nombre o correo electrónico`} onSearch={(q) => change({ q: q || undefined })} />
          <FilterSelect
            label={t`Rol`}
            value={search.role_id}
            options={idOptions(roles, (row) => row.id, (row) => row.name)}
            onChange={(role_id) => change({ role_id })}
          />
          <FilterSelect
            label={t`Región`}
            allLabel={t`Todas`}
            value={search.customer_id}
            options={idOptions(customers, (row) => row.id, (row) => row.name)}
            onChange={(customer_id) => change({ customer_id })}
          />
          <Field.Root maxW="3xs">
            <Field.Label>{t`Estado`}</Field.Label>
            <PlainSelect
              value={search.active ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                change({ active: value === 'true' || value === 'false' ? value : undefined })
              }}
            >
              <option value="">{t`Todos`}</option>
              <option value="true">{t`Activos`}</option>
              <option value="false">{t`Inactivos`}</option>
            </PlainSelect>
          </Field.Root>
        </HStack>
        <OfficeTable
          caption={t`Usuarios`}
          columns={columns}
          data={users.data}
          error={users.error}
          loading={users.isFetching}
          onRetry={() => void users.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => row.name}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate({ to: '/config/users/$id', params: { id: String(row.id) } }) }]}
          sort={search.sort}
          defaultSort={USERS_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, USERS_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={search.q ? t`Ningún usuario coincide con la búsqueda.` : t`No hay usuarios.`}
        />
      </Stack>
    </Page>
  )
}
