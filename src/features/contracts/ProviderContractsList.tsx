import { Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '../../components/page'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { OfficeTable } from '../../kit/office/OfficeTable'
import { useContracts } from './api/contracts'
import { contractLink, useContractColumns } from './ContractsScreen'

/** /providers/{providerId}/contracts: that provider's contracts, newest first. */
export function ProviderContractsList({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const contracts = useContracts({ provider_id: providerId, sort: '-start_date', page })
  const columns = useContractColumns().map((column) => ({ ...column, sortable: false }))
  return (
    <Page
      title={t`Contratos del proveedor`}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/finance/provider-contracts/new">{t`Nuevo contrato`}</Link>
        </Button>
      }
    >
      <OfficeTable
        caption={t`Contratos del proveedor`}
        columns={columns}
        data={contracts.data}
        error={contracts.error}
        loading={contracts.isFetching}
        onRetry={() => void contracts.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => t`Contrato de ${row.provider_name}`}
        rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(contractLink(row)) }]}
        sort={undefined}
        defaultSort="-start_date"
        onSort={() => undefined}
        page={page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPage={setPage}
        empty={t`El proveedor no tiene contratos.`}
      />
    </Page>
  )
}
