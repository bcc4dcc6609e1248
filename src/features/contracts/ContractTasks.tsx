import { Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '../../components/page'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { OfficeTable } from '../../kit/office/OfficeTable'
import { useContracts } from './api/contracts'
import { contractLink, useContractColumns } from './ContractsScreen'

/** The longest waiting first: oldest change on top (a sort field of the list, not words). */
const OLDEST_CHANGE_FIRST = 'updated_at'

/** One waiting list: the contracts in `status`, oldest change first (the longest waiting on top). */
function WaitingList({ status, heading, explanation, empty }: { status: 'submitted' | 'returned'; heading: string; explanation: string; empty: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const contracts = useContracts({ status, sort: OLDEST_CHANGE_FIRST, page })
  const columns = useContractColumns().map((column) => ({ ...column, sortable: false }))
  return (
    <Stack as="section" gap="2" aria-label={heading}>
      <Heading as="h2" size="md">
        {heading}
      </Heading>
      <Text color="fg.muted">{explanation}</Text>
      <OfficeTable
        caption={heading}
        columns={columns}
        data={contracts.data}
        error={contracts.error}
        loading={contracts.isFetching}
        onRetry={() => void contracts.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => t`Contrato de ${row.provider_name}`}
        rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(contractLink(row)) }]}
        sort={undefined}
        defaultSort={OLDEST_CHANGE_FIRST}
        onSort={() => undefined}
        page={page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPage={setPage}
        empty={empty}
      />
    </Stack>
  )
}

/**
 * /tasks/provider-contracts: contracts waiting for someone — submitted ones wait for finance to
 * approve or return them; returned ones wait for their provider to correct and submit again.
 */
export function ContractTasks() {
  const { t } = useLingui()
  return (
    <Page title={t`Contratos por revisar`}>
      <Stack gap="8">
        <WaitingList
          status="submitted"
          heading={t`Esperan a Finanzas`}
          explanation={t`Enviados por el proveedor: aprobar o devolver para revisión.`}
          empty={t`Ningún contrato espera a Finanzas.`}
        />
        <WaitingList
          status="returned"
          heading={t`Esperan al proveedor`}
          explanation={t`Devueltos para revisión: el proveedor debe corregirlos y enviarlos de nuevo.`}
          empty={t`Ningún contrato espera al proveedor.`}
        />
      </Stack>
    </Page>
  )
}
