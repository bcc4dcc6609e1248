import { Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import type { PeriodVisit } from '../../domain/billing/api'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { formatDate } from '../../kit/words/format-date'
import { usePeriod, usePeriodSummary, usePeriodVisits } from './api/periods'
import { PERIOD_VISITS_DEFAULT_SORT } from './billing-search'
import { QueryStatus } from '../../kit/office/QueryStatus'
import { SummaryTable } from './SummaryTable'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/billing/periods/$periodId/providers/$providerId')

/** /billing/periods/{periodId}/providers/{providerId}: one provider's counts and visits in the period. */
export function PeriodProviderScreen({ periodId, providerId }: { periodId: number; providerId: number }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/billing/periods/$periodId/providers/$providerId' })
  const period = usePeriod(periodId)
  const summary = usePeriodSummary(periodId, { provider_id: providerId })
  const visits = usePeriodVisits(periodId, { ...search, provider_id: providerId })
  const name = summary.data?.lines[0]?.provider_name ?? visits.data?.items[0]?.provider_name
  const columns: OfficeColumn<PeriodVisit>[] = [
    { id: 'date', header: t`Fecha`, sortable: true, cell: (row) => `${formatDate(row.date)} ${row.time}` },
    { id: 'student', header: t`Estudiante`, sortable: true, cell: (row) => `${row.student_name} (${row.sie_number})` },
    { id: 'service', header: t`Servicio`, cell: (row) => row.service_name },
    { id: 'location', header: t`Localidad`, cell: (row) => row.location_name },
    { id: 'outcome', header: t`Resultado`, cell: (row) => row.visit_outcome_name },
  ]
  return (
    <Page title={name ? t`${name} en ${period.data?.name ?? ''}` : t`Proveedor en el periodo`}>
      <Stack gap="4">
        <QueryStatus query={summary}>{(data) => <SummaryTable summary={data} />}</QueryStatus>
        <Heading as="h2" size="md">{t`Visitas registradas`}</Heading>
        <OfficeTable
          caption={t`Visitas registradas`}
          columns={columns}
          data={visits.data}
          error={visits.error}
          loading={visits.isFetching}
          onRetry={() => void visits.refetch()}
          rowKey={(row) => row.id}
          rowLabel={(row) => t`Visita de ${row.student_name}, ${formatDate(row.date)}`}
          sort={search.sort}
          defaultSort={PERIOD_VISITS_DEFAULT_SORT}
          onSort={(field) => void navigate({ search: (previous) => ({ ...previous, page: undefined, sort: nextSort(search.sort, PERIOD_VISITS_DEFAULT_SORT, field) }) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={<Text>{t`Ninguna visita registrada en este periodo.`}</Text>}
        />
      </Stack>
    </Page>
  )
}
