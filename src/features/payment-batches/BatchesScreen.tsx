import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { FilterSelect, statusOptions } from '../../components/filter-select'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { formatCents } from '../../domain/money/money'
import type { PaymentBatch } from '../../domain/payments/types'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { formatDate } from '../../kit/words/format-date'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { useBatches, useBatchStatuses } from './api/batches'
import { BATCH_TONES } from './batch-views'
import { BATCHES_DEFAULT_SORT, NEW_BATCH, type BatchesSearch } from './batches-search'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/finance/provider-payment-batches/')

export const batchLink = (batch: Pick<PaymentBatch, 'id'>) => ({
  to: '/finance/provider-payment-batches/{-$batchId}' as const,
  params: { batchId: String(batch.id) },
})

/** /finance/provider-payment-batches: the batches by status and name (list convention). */
export function BatchesScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/finance/provider-payment-batches/' })
  const batches = useBatches(search)
  const statuses = useBatchStatuses()
  const change = (next: Partial<BatchesSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const columns: OfficeColumn<PaymentBatch>[] = [
    { id: 'id', header: t`Núm.`, sortable: true, numeric: true, cell: (row) => String(row.id) },
    {
      id: 'name',
      header: t`Lote`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link {...batchLink(row)}>{row.name}</Link>
        </ChakraLink>
      ),
    },
    { id: 'effective_date', header: t`Fecha efectiva`, sortable: true, cell: (row) => formatDate(row.effective_date) },
    { id: 'owner', header: t`Responsable`, cell: (row) => row.owner_name },
    { id: 'payments', header: t`Pagos`, numeric: true, cell: (row) => String(row.payment_count) },
    { id: 'total', header: t`Total`, sortable: true, numeric: true, cell: (row) => formatCents(row.total_cents) },
    { id: 'status', header: t`Estado`, sortable: true, cell: (row) => <WorkflowStatusBadge status={row.status} name={row.status_name} tones={BATCH_TONES} /> },
  ]

  return (
    <Page
      title={t`Lotes de pago`}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/finance/provider-payment-batches/{-$batchId}" params={{ batchId: NEW_BATCH }}>
            {t`Nuevo lote`}
          </Link>
        </Button>
      }
    >
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <SearchBox label={t`Buscar por nombre`} placeholder={t`Nombre del lote`} value={search.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
          <FilterSelect label={t`Estado`} value={search.status} options={statusOptions(statuses.data)} onChange={(status) => change({ status })} />
        </HStack>
        <OfficeTable
          caption={t`Lotes de pago`}
          columns={columns}
          data={batches.data}
          error={batches.error}
          loading={batches.isFetching}
          onRetry={() => void batches.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => t`Lote ${row.name}`}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(batchLink(row)) }]}
          sort={search.sort}
          defaultSort={BATCHES_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, BATCHES_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={search.status || search.q ? t`Ningún lote coincide con los filtros.` : t`No hay lotes de pago.`}
        />
      </Stack>
    </Page>
  )
}
