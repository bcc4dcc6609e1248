import { Box, Button, Field, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { canFor } from '../../domain/permissions/permissions'
import type { LedgerLine } from '../../domain/referrals/types'
import { Page } from '../../components/page'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { useSession } from '../../kit/session/use-session'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { describeError } from '../../kit/errors/describe-error'
import { useReferralServices } from '../../kit/lookups/referral-lookups'
import { useLedgerTotal, useMonitor } from './api/ledger'
import { useOpenRequest } from './api/open-request'
import { MONITOR_DEFAULT_SORT, type MonitorSearch } from './monitor-search'

const MONITOR_PATH = '/tasks/compensatory-requests-monitor'
const route = getRouteApi(MONITOR_PATH)

/**
 * /tasks/compensatory-requests-monitor: which students are owed minutes (the ledger of docs/referrals.md,
 * "The ledger rule"), worst first, and a request opened from a line.
 */
export function MonitorScreen() {
  const { t, i18n } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: MONITOR_PATH })
  const monitor = useMonitor(search)
  const total = useLedgerTotal(search)
  const customers = useCustomersWith('referrals.read')
  const services = useReferralServices()
  const open = useOpenRequest()
  const user = useSession()?.user
  const canOpen = (line: LedgerLine) =>
    Boolean(user && canFor({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.write', line.customer_id))
  const change = (next: Partial<MonitorSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  const openFor = (line: LedgerLine) =>
    open.mutate(
      { student_id: line.student_id, service_id: line.service_id, comment: null },
      {
        onSuccess: (request) => showSnackbar(t`Solicitud ${request.id} abierta por ${request.owed_minutes} minutos.`, 'success'),
        onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
      },
    )
  const columns: OfficeColumn<LedgerLine>[] = [
    {
      id: 'student',
      header: t`Estudiante`,
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/students/$studentId" params={{ studentId: String(row.student_id) }}>
            {row.student_name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'service', header: t`Servicio`, sortable: true, cell: (row) => row.service_name },
    { id: 'provider', header: t`Proveedor`, cell: (row) => row.provider_name ?? t`Sin asignar` },
    { id: 'mandated_minutes', header: t`Mandatados`, numeric: true, cell: (row) => row.mandated_minutes },
    { id: 'delivered_minutes', header: t`Ofrecidos`, numeric: true, cell: (row) => row.delivered_minutes },
    { id: 'owed_minutes', header: t`Adeudados`, sortable: true, numeric: true, cell: (row) => row.owed_minutes },
    { id: 'outstanding_minutes', header: t`Pendientes`, sortable: true, numeric: true, cell: (row) => t`${row.outstanding_minutes} (${row.outstanding_visits} visitas)` },
    {
      id: 'request',
      header: t`Solicitud`,
      cell: (row) =>
        row.open_request_id !== null ? (
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link
              to="/students/$studentId/services/{-$serviceId}/compensatory-services-requests"
              params={{ studentId: String(row.student_id), serviceId: String(row.service_id) }}
              search={{ request_id: row.open_request_id }}
            >
              {t`Abierta (${row.open_request_id})`}
            </Link>
          </ChakraLink>
        ) : canOpen(row) && row.outstanding_minutes > 0 ? (
          <Button size="xs" variant="outline" loading={open.isPending && open.variables?.student_id === row.student_id} loadingText={t`Abriendo…`} onClick={() => openFor(row)}>
            {t`Abrir solicitud`}
          </Button>
        ) : (
          '—'
        ),
    },
  ]
  return (
    <Page title={t`Servicios compensatorios`}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Figure label={t`Estudiantes con minutos pendientes`} value={total.data?.students} />
          <Figure label={t`Minutos adeudados`} value={total.data?.owed_minutes} />
          <Figure label={t`Por faltas del proveedor`} value={total.data?.provider_missed_minutes} />
          <Figure label={t`Minutos pendientes de solicitar`} value={total.data?.outstanding_minutes} />
        </SimpleGrid>
        <HStack gap="4" wrap="wrap" align="end">
          <FilterSelect
            label={t`Servicio`}
            value={search.service_id}
            options={idOptions(services.data, (row) => row.id, (row) => row.name)}
            onChange={(service_id) => change({ service_id })}
          />
          <Field.Root maxW="xs">
            <Field.Label>{t`Región`}</Field.Label>
            <PlainSelect value={search.customer_id ?? ''} onChange={(event) => change({ customer_id: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}>
              <option value="">{t`Todas`}</option>
              {(customers.data ?? []).map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
        </HStack>
        <OfficeTable
          caption={t`Minutos adeudados por estudiante y servicio`}
          columns={columns}
          data={monitor.data}
          error={monitor.error}
          loading={monitor.isFetching}
          onRetry={() => void monitor.refetch()}
          rowKey={(row) => `${row.student_id}-${row.service_id}`}
          rowLabel={(row) => `${row.student_name} · ${row.service_name}`}
          sort={search.sort}
          defaultSort={MONITOR_DEFAULT_SORT}
          onSort={(field) => change({ sort: nextSort(search.sort, MONITOR_DEFAULT_SORT, field) })}
          page={search.page ?? 1}
          pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
          empty={t`Ningún estudiante tiene minutos pendientes.`}
        />
      </Stack>
    </Page>
  )
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="semibold">
        {value === undefined ? '…' : value.toLocaleString()}
      </Text>
    </Box>
  )
}
