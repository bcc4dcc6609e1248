import { Field, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import type { VisitPeriod } from '../../domain/billing/api'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { useBillingYears, usePeriods } from './api/periods'
import { PERIODS_DEFAULT_SORT } from './billing-search'
import { periodDates, PeriodStatusBadge } from './period-views'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/billing/periods/')

const periodLink = (id: number) => ({ to: '/billing/periods/$periodId' as const, params: { periodId: String(id) } })

/** /billing/periods: the periods of an academic year (the current one unless chosen), list convention. */
export function PeriodsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/billing/periods/' })
  const years = useBillingYears()
  const yearId = search.academic_year_id ?? years.data?.find((year) => year.delta === 0)?.id
  const periods = usePeriods({ ...search, academic_year_id: yearId }, yearId !== undefined)
  const columns: OfficeColumn<VisitPeriod>[] = [
    {
      id: 'start_date',
      header: t`Periodo`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link {...periodLink(row.id)}>{row.name}</Link>
        </ChakraLink>
      ),
    },
    { id: 'dates', header: t`Fechas`, cell: (row) => periodDates(row) },
    { id: 'status', header: t`Estado`, cell: (row) => <PeriodStatusBadge status={row.status} /> },
  ]
  return (
    <Page title={t`Periodos de facturación`}>
      <Stack gap="4">
        <Field.Root maxW="xs">
          <Field.Label>{t`Año académico`}</Field.Label>
          <PlainSelect
            value={yearId ?? ''}
            onChange={(event) => void navigate({ search: { academic_year_id: Number(event.currentTarget.value) || undefined } })}
          >
            {(years.data ?? []).map((year) => (
              <option key={year.id} value={year.id}>
                {year.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <OfficeTable
          caption={t`Periodos`}
          columns={columns}
          data={periods.data}
          error={periods.error}
          loading={periods.isFetching}
          onRetry={() => void periods.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => row.name}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(periodLink(row.id)) }]}
          sort={search.sort}
          defaultSort={PERIODS_DEFAULT_SORT}
          onSort={(field) => void navigate({ search: (previous) => ({ ...previous, page: undefined, sort: nextSort(search.sort, PERIODS_DEFAULT_SORT, field) }) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={t`Este año académico no tiene periodos.`}
        />
      </Stack>
    </Page>
  )
}
