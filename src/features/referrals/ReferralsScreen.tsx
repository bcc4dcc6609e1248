import { HStack, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import type { ReferralListItem } from '../../domain/referrals/types'
import { Page } from '../../components/page'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { isoToDisplayDate } from '../../domain/formats/formats'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { useReferrals } from './api/list-referrals'
import { useReferralServices, useReferralStatuses, type Named } from '../../kit/lookups/referral-lookups'
import { REFERRALS_DEFAULT_SORT, type ReferralsSearch } from './referrals-search'

const route = getRouteApi('/referrals/')

const referralLink = (row: ReferralListItem) => ({
  to: '/students/$studentId/referrals/$referralId' as const,
  params: { studentId: String(row.student_id), referralId: String(row.id) },
})

/**
 * /referrals: every referral the office may see, by status, service and region. Its whole state
 * is in the address, so a filtered page is a link (the providers' screens link here by provider).
 */
export function ReferralsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/referrals/' })
  const referrals = useReferrals(search)
  const customers = useCustomersWith('referrals.read')
  const statuses = useReferralStatuses()
  const services = useReferralServices()
  // A new filter or sort starts again at page 1.
  const change = (next: Partial<ReferralsSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const columns: OfficeColumn<ReferralListItem>[] = [
    {
      id: 'number',
      header: t`Número`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link {...referralLink(row)}>{row.number}</Link>
        </ChakraLink>
      ),
    },
    { id: 'student', header: t`Estudiante`, sortable: true, cell: (row) => row.student_name },
    { id: 'service', header: t`Servicio`, sortable: true, cell: (row) => row.service_name },
    { id: 'status', header: t`Estado`, sortable: true, cell: (row) => row.status_name },
    { id: 'customer', header: t`Región`, cell: (row) => row.customer_name },
    { id: 'provider', header: t`Proveedor`, cell: (row) => row.provider_name ?? t`Sin asignar` },
    { id: 'start_date', header: t`Inicio`, sortable: true, cell: (row) => isoToDisplayDate(row.start_date) },
  ]
  const filtered = Boolean(search.status_id || search.service_id || search.customer_id || search.provider_id || search.student_id)
  return (
    <Page title={t`Referidos`}>
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <FilterSelect label={t`Estado`} value={search.status_id} options={named(statuses.data)} onChange={(status_id) => change({ status_id })} />
          <FilterSelect label={t`Servicio`} value={search.service_id} options={named(services.data)} onChange={(service_id) => change({ service_id })} />
          <FilterSelect label={t`Región`} allLabel={t`Todas`} value={search.customer_id} options={named(customers.data)} onChange={(customer_id) => change({ customer_id })} />
        </HStack>
        <OfficeTable
          caption={t`Referidos`}
          columns={columns}
          data={referrals.data}
          error={referrals.error}
          loading={referrals.isFetching}
          onRetry={() => void referrals.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => t`Referido ${row.number}`}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(referralLink(row)) }]}
          sort={search.sort}
          defaultSort={REFERRALS_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, REFERRALS_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={filtered ? t`Ningún referido coincide con los filtros.` : t`No hay referidos.`}
        />
      </Stack>
    </Page>
  )
}

const named = (rows: Named[] | undefined) => idOptions(rows, (row) => row.id, (row) => row.name)
