import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { FilterSelect, idOptions, statusOptions } from '../../components/filter-select'
import type { ProviderContract } from '../../domain/contracts/types'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { providerOptions, useProviders } from '../../kit/lookups/list-providers'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { formatDate } from '../../kit/words/format-date'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { useContracts, useContractStatuses, useContractTypes } from './api/contracts'
import { CONTRACT_TONES } from './contract-views'
import { CONTRACTS_DEFAULT_SORT, type ContractsSearch } from './contracts-search'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/finance/provider-contracts/')

export const contractLink = (contract: Pick<ProviderContract, 'id' | 'provider_id'>) => ({
  to: '/providers/$providerId/contracts/{-$contractId}' as const,
  params: { providerId: String(contract.provider_id), contractId: String(contract.id) },
})

/** The columns every contract table shows (the list and the tasks). */
export function useContractColumns(): OfficeColumn<ProviderContract>[] {
  const { t } = useLingui()
  return [
    {
      id: 'provider',
      header: t`Proveedor`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link {...contractLink(row)}>{row.provider_name}</Link>
        </ChakraLink>
      ),
    },
    { id: 'type', header: t`Tipo`, sortable: true, cell: (row) => row.contract_type_name },
    { id: 'start_date', header: t`Desde`, sortable: true, cell: (row) => formatDate(row.start_date) },
    { id: 'end_date', header: t`Hasta`, sortable: true, cell: (row) => formatDate(row.end_date) },
    { id: 'status', header: t`Estado`, sortable: true, cell: (row) => <WorkflowStatusBadge status={row.status} name={row.status_name} tones={CONTRACT_TONES} /> },
  ]
}

/** /finance/provider-contracts: every provider's contracts by status, provider and type (list convention). */
export function ContractsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/finance/provider-contracts/' })
  const contracts = useContracts(search)
  const statuses = useContractStatuses()
  const types = useContractTypes()
  const providers = useProviders()
  const columns = useContractColumns()
  const change = (next: Partial<ContractsSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const filtered = Boolean(search.provider_id || search.status || search.contract_type_id || search.q)

  return (
    <Page
      title={t`Contratos de proveedores`}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/finance/provider-contracts/new">{t`Nuevo contrato`}</Link>
        </Button>
      }
    >
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <FilterSelect label={t`Proveedor`} value={search.provider_id} options={providerOptions(providers.data)} onChange={(provider_id) => change({ provider_id })} />
          <FilterSelect label={t`Estado`} value={search.status} options={statusOptions(statuses.data)} onChange={(status) => change({ status })} />
          <FilterSelect
            label={t`Tipo`}
            value={search.contract_type_id}
            options={idOptions(types.data, (type) => type.id, (type) => type.name)}
            onChange={(contract_type_id) => change({ contract_type_id })}
          />
        </HStack>
        <OfficeTable
          caption={t`Contratos`}
          columns={columns}
          data={contracts.data}
          error={contracts.error}
          loading={contracts.isFetching}
          onRetry={() => void contracts.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => t`Contrato de ${row.provider_name}`}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(contractLink(row)) }]}
          sort={search.sort}
          defaultSort={CONTRACTS_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, CONTRACTS_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={filtered ? t`Ningún contrato coincide con los filtros.` : t`No hay contratos.`}
        />
      </Stack>
    </Page>
  )
}
