import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import type { CompensatoryRequest } from '../../domain/referrals/types'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { StatusBadge } from '../../components/status-badge'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { formatDate } from '../../kit/words/format-date'
import { useRequests, useRequestStatuses, type RequestsScope } from './api/requests'
import { RequestDetailDialog } from './RequestDetailDialog'
import { REQUESTS_DEFAULT_SORT, type RequestsSearch } from './requests-search'
import { statusTone } from './status-tone'

export interface RequestsListProps {
  /** Whose requests: one student (and service) or one provider (and specialty). */
  scope: RequestsScope
  /** The list's state from the address (page, sort, status filter, the open request). */
  search: RequestsSearch
  onSearch: (next: Partial<RequestsSearch>) => void
  /** Which columns say whose request it is (the screen's heading already names the other). */
  columns: { student: boolean; provider: boolean }
  /** Whether an opened request belongs to this screen's scope; one that does not reads as missing. */
  belongs: (request: CompensatoryRequest) => boolean
}

/**
 * Compensatory requests of one student or one provider (the student's and the provider's
 * screens), with a status filter; a request opens in a dialog with its details, its event log
 * and the moves its status allows.
 */
export function RequestsList({ scope, search, onSearch, columns: show, belongs }: RequestsListProps) {
  const { t } = useLingui()
  const { request_id: openId, ...listState } = search
  const requests = useRequests({ ...scope, ...listState })
  const statuses = useRequestStatuses()
  const columns: OfficeColumn<CompensatoryRequest>[] = [
    {
      id: 'id',
      header: t`Solicitud`,
      sortable: true,
      cell: (row) => (
        <Button variant="plain" size="sm" p="0" h="auto" color="brand.fg" textDecoration="underline" aria-label={t`Ver solicitud ${row.id}`} onClick={() => onSearch({ request_id: row.id })}>
          {row.id}
        </Button>
      ),
    },
    ...(show.student
      ? [
          {
            id: 'student',
            header: t`Estudiante`,
            cell: (row: CompensatoryRequest) => (
              <ChakraLink asChild color="brand.fg" textDecoration="underline">
                <Link to="/students/$studentId" params={{ studentId: String(row.student_id) }}>
                  {row.student_name}
                </Link>
              </ChakraLink>
            ),
          },
        ]
      : []),
    { id: 'service', header: t`Servicio`, cell: (row) => row.service_name },
    ...(show.provider ? [{ id: 'provider', header: t`Proveedor`, cell: (row: CompensatoryRequest) => row.provider_name ?? t`Sin asignar` }] : []),
    { id: 'status', header: t`Estado`, sortable: true, cell: (row) => <StatusBadge tone={statusTone(row.status_code)}>{row.status_name}</StatusBadge> },
    { id: 'owed_minutes', header: t`Minutos adeudados`, numeric: true, cell: (row) => row.owed_minutes },
    { id: 'outstanding_visits', header: t`Visitas`, numeric: true, cell: (row) => row.outstanding_visits },
    { id: 'created_at', header: t`Abierta`, sortable: true, cell: (row) => formatDate(row.created_at) },
    { id: 'updated_at', header: t`Último cambio`, cell: (row) => formatDate(row.updated_at) },
  ]
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect
          label={t`Estado`}
          value={search.status_id}
          options={idOptions(statuses.data, (row) => row.id, (row) => row.name)}
          onChange={(status_id) => onSearch({ page: undefined, status_id })}
        />
      </HStack>
      <OfficeTable
        caption={t`Solicitudes de servicios compensatorios`}
        columns={columns}
        data={requests.data}
        error={requests.error}
        loading={requests.isFetching}
        onRetry={() => void requests.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => t`Solicitud ${row.id}`}
        sort={search.sort}
        defaultSort={REQUESTS_DEFAULT_SORT}
        onSort={(field) => onSearch({ page: undefined, sort: nextSort(search.sort, REQUESTS_DEFAULT_SORT, field) })}
        page={search.page ?? 1}
        pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
        onPage={(page) => onSearch({ page: page > 1 ? page : undefined })}
        empty={t`No hay solicitudes de servicios compensatorios.`}
      />
      {openId !== undefined ? <RequestDetailDialog requestId={openId} belongs={belongs} statuses={statuses.data} onClose={() => onSearch({ request_id: undefined })} /> : null}
    </Stack>
  )
}
