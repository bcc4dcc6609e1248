import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { FilterSelect, idOptions, statusOptions } from '../../components/filter-select'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { formatCents } from '../../domain/money/money'
import type { ProviderBill } from '../../domain/provider-bills/types'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { SearchBox } from '../../kit/office/SearchBox'
import { providerOptions, useProviders } from '../../kit/lookups/list-providers'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { useBillPeriods, useBills, useBillStatuses, useBillYears } from './api/bills'
import { BILL_TONES } from './bill-views'
import { BILLS_DEFAULT_SORT, type BillsSearch } from './bills-search'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/finance/provider-bills/')

export const billLink = (bill: Pick<ProviderBill, 'id'>) => ({ to: '/finance/provider-bills/{-$billId}' as const, params: { billId: String(bill.id) } })

/** /finance/provider-bills: every provider's bills by status, period, year and provider (list convention). */
export function BillsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/finance/provider-bills/' })
  const bills = useBills(search)
  const statuses = useBillStatuses()
  const years = useBillYears()
  const periods = useBillPeriods()
  const providers = useProviders()
  const change = (next: Partial<BillsSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const filtered = Boolean(search.provider_id || search.status || search.period_id || search.academic_year_id || search.q)

  const columns: OfficeColumn<ProviderBill>[] = [
    {
      id: 'provider',
      header: t`Proveedor`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link {...billLink(row)}>{row.provider_name}</Link>
        </ChakraLink>
      ),
    },
    { id: 'period', header: t`Periodo`, sortable: true, cell: (row) => `${row.period_name} (${row.academic_year_name})` },
    { id: 'visits', header: t`Servicios`, numeric: true, cell: (row) => String(row.visit_count) },
    { id: 'total', header: t`Total`, sortable: true, numeric: true, cell: (row) => formatCents(row.total_cents) },
    { id: 'status', header: t`Estado`, sortable: true, cell: (row) => <WorkflowStatusBadge status={row.status} name={row.status_name} tones={BILL_TONES} /> },
  ]

  return (
    <Page
      title={t`Facturas de proveedores`}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/finance/provider-bills/{-$billId}" params={{ billId: undefined }}>{t`Nueva factura`}</Link>
        </Button>
      }
    >
      <Stack gap="4">
        <SearchBox value={search.q ?? ''} label={t`Buscar facturas`} placeholder={t`Proveedor o periodo`} onSearch={(q) => change({ q: q || undefined })} />
        <HStack gap="4" wrap="wrap" align="end">
          <FilterSelect label={t`Proveedor`} value={search.provider_id} options={providerOptions(providers.data)} onChange={(provider_id) => change({ provider_id })} />
          <FilterSelect label={t`Estado`} value={search.status} options={statusOptions(statuses.data)} onChange={(status) => change({ status })} />
          <FilterSelect
            label={t`Año académico`}
            value={search.academic_year_id}
            options={idOptions(years.data, (year) => year.id, (year) => year.name)}
            onChange={(academic_year_id) => change({ academic_year_id })}
          />
          <FilterSelect
            label={t`Periodo`}
            value={search.period_id}
            options={idOptions(periods.data, (period) => period.id, (period) => `${period.name} (${period.academic_year_name})`)}
            onChange={(period_id) => change({ period_id })}
          />
        </HStack>
        <OfficeTable
          caption={t`Facturas`}
          columns={columns}
          data={bills.data}
          error={bills.error}
          loading={bills.isFetching}
          onRetry={() => void bills.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => t`Factura de ${row.provider_name}, ${row.period_name}`}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(billLink(row)) }]}
          sort={search.sort}
          defaultSort={BILLS_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, BILLS_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={filtered ? t`Ninguna factura coincide con los filtros.` : t`No hay facturas.`}
        />
      </Stack>
    </Page>
  )
}
