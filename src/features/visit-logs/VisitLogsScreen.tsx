import { Button, Field, HStack, Input, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { FilterSelect, idOptions, statusOptions } from '../../components/filter-select'
import { Page } from '../../components/page'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import type { VisitLog } from '../../domain/visit-logs/types'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { useVisitLogProviders, useVisitLogs, useVisitLogStatuses } from './api/visit-logs'
import { monthInWords, VISIT_LOG_TONES } from './visit-log-views'
import { VISIT_LOGS_DEFAULT_SORT, type VisitLogsSearch } from './visit-logs-search'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/billing/provider-location-logs/')

const logLink = (id: number) => ({
  to: '/billing/provider-location-logs/{-$logId}' as const,
  params: { logId: String(id) },
})

/** "2026-09" for the month input, from the address's year and month. */
const monthValue = (search: VisitLogsSearch) => (search.year && search.month ? `${search.year}-${String(search.month).padStart(2, '0')}` : '')

/**
 * /billing/provider-location-logs: the paper visit logs by provider, status and month, under the
 * list convention (its whole state in the address).
 */
export function VisitLogsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/billing/provider-location-logs/' })
  const logs = useVisitLogs(search)
  const providers = useVisitLogProviders()
  const statuses = useVisitLogStatuses()
  const change = (next: Partial<VisitLogsSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, page: undefined, ...next }),
    })

  const columns: OfficeColumn<VisitLog>[] = [
    {
      id: 'period',
      header: t`Mes`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link {...logLink(row.id)}>{monthInWords(row.year, row.month)}</Link>
        </ChakraLink>
      ),
    },
    {
      id: 'provider',
      header: t`Proveedor`,
      sortable: true,
      cell: (row) => row.provider_name,
    },
    {
      id: 'location',
      header: t`Localidad`,
      sortable: true,
      cell: (row) => row.location_name,
    },
    {
      id: 'status',
      header: t`Estado`,
      sortable: true,
      cell: (row) => <WorkflowStatusBadge status={row.status} name={row.status_name} tones={VISIT_LOG_TONES} />,
    },
    {
      id: 'claimed_by',
      header: t`Trabajado por`,
      cell: (row) => row.claimed_by_name ?? '',
    },
  ]
  const filtered = Boolean(search.provider_id || search.status || search.year || search.q)

  return (
    <Page
      title={t`Registros de visitas por localidad`}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/billing/provider-location-logs/{-$logId}" params={{ logId: 'new' }}>{t`Subir registro`}</Link>
        </Button>
      }
    >
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <FilterSelect
            label={t`Proveedor`}
            value={search.provider_id}
            options={idOptions(providers.data, (provider) => provider.id, (provider) => provider.name)}
            onChange={(provider_id) => change({ provider_id })}
          />
          <FilterSelect label={t`Estado`} value={search.status} options={statusOptions(statuses.data)} onChange={(status) => change({ status })} />
          <Field.Root maxW="xs">
            <Field.Label>{t`Mes`}</Field.Label>
            <Input
              type="month"
              value={monthValue(search)}
              onChange={(event) => {
                const [year, month] = event.currentTarget.value.split('-').map(Number)
                change(year && month ? { year, month } : { year: undefined, month: undefined })
              }}
            />
          </Field.Root>
        </HStack>
        <OfficeTable
          caption={t`Registros de visitas`}
          columns={columns}
          data={logs.data}
          error={logs.error}
          loading={logs.isFetching}
          onRetry={() => void logs.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => t`Registro de ${row.provider_name}, ${monthInWords(row.year, row.month)}`}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(logLink(row.id)) }]}
          sort={search.sort}
          defaultSort={VISIT_LOGS_DEFAULT_SORT}
          onSort={(field) =>
            change({
              sort: nextSort(search.sort, VISIT_LOGS_DEFAULT_SORT, field),
            })
          }
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                page: page > 1 ? page : undefined,
              }),
            })
          }
          empty={filtered ? t`Ningún registro coincide con los filtros.` : t`No hay registros de visitas.`}
        />
      </Stack>
    </Page>
  )
}
