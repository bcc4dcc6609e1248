import { Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import type { BillStatus, DaysToPayment } from '../../domain/finance/reports'
import { formatCents } from '../../domain/money/money'
import { QueryStatus } from '../../kit/office/QueryStatus'
import { BarsChart, SERIES_COLORS } from '../../kit/charts/charts'
import { ChartFigure } from '../../kit/charts/ChartFigure'
import { capitalizeFirst, dateOptions } from '../../kit/words/format-date'
import { useFinanceSummary, useFinanceYears } from './api'
import { monthRows, specialtyRows, statusRows, type MonthRow, type SpecialtyRow, type StatusRow } from './shaping'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/finance/reports')

/** "Feb 2026": a yyyy-MM month on an axis or in a table. */
const monthLabel = (month: string) => capitalizeFirst(format(parseISO(`${month}-01`), 'MMM yyyy', dateOptions()))
const number = (value: number) => value.toLocaleString()

/**
 * /finance/reports: one academic year's provider bills by status, paid per month, billed per
 * specialty and the days from a visit to its payment, each chart with its table (the tables are
 * the accessible form); the year in the address.
 */
export function FinanceReportsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/finance/reports' })
  const years = useFinanceYears()
  const yearId = search.academic_year_id ?? years.data?.find((year) => year.delta === 0)?.id
  const summary = useFinanceSummary(yearId, search.academic_year_id !== undefined || !years.isPending)
  const names: Record<BillStatus, string> = {
    draft: t`Borrador`,
    submitted: t`Sometida`,
    approved: t`Aprobada`,
    rejected: t`Rechazada`,
    cancelled: t`Cancelada`,
    paid: t`Pagada`,
  }

  return (
    <Page title={t`Informes de finanzas`}>
      <Stack gap="5">
        <HStack gap="4" wrap="wrap" align="end">
          <Field.Root maxW="xs">
            <Field.Label>{t`Año académico`}</Field.Label>
            <PlainSelect
              value={yearId ?? ''}
              onChange={(event) => void navigate({ search: (previous) => ({ ...previous, academic_year_id: Number(event.currentTarget.value) || undefined }) })}
            >
              {(years.data ?? []).map((year) => (
                <option key={year.id} value={year.id}>
                  {year.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
        </HStack>
        <QueryStatus query={summary}>
          {(data) => (
            <Stack gap="5">
              <BillsByStatus rows={statusRows(data, names)} />
              <PaidByMonth rows={monthRows(data)} />
              <BilledBySpecialty rows={specialtyRows(data, t`Sin especialidad`)} />
              <DaysToPaymentFigure days={data.days_to_payment} />
            </Stack>
          )}
        </QueryStatus>
      </Stack>
    </Page>
  )
}

function BillsByStatus({ rows }: { rows: StatusRow[] }) {
  const { t } = useLingui()
  const columns: DataColumn<StatusRow>[] = [
    { key: 'status', header: t`Estado`, cell: (row) => row.name },
    { key: 'count', header: t`Facturas`, numeric: true, cell: (row) => number(row.count) },
    { key: 'total', header: t`Total`, numeric: true, cell: (row) => formatCents(row.total_cents) },
  ]
  return (
    <ChartFigure
      title={t`Facturas por estado`}
      description={t`Las facturas de proveedores de los periodos del año académico.`}
      chart={<BarsChart data={rows} category="name" series={[{ key: 'dollars', label: t`Total ($)`, color: SERIES_COLORS[0] }]} />}
      table={<DataTable caption={t`Facturas por estado`} columns={columns} rows={rows} rowKey={(row) => row.status} empty={null} />}
    />
  )
}

function PaidByMonth({ rows }: { rows: MonthRow[] }) {
  const { t } = useLingui()
  const columns: DataColumn<MonthRow>[] = [
    { key: 'month', header: t`Mes`, cell: (row) => monthLabel(row.month) },
    { key: 'payments', header: t`Pagos`, numeric: true, cell: (row) => number(row.payments) },
    { key: 'total', header: t`Pagado`, numeric: true, cell: (row) => formatCents(row.total_cents) },
  ]
  return (
    <ChartFigure
      title={t`Pagado por mes`}
      description={t`Pagos procesados, por el mes en que se procesaron.`}
      chart={<BarsChart data={rows} category="month" formatCategory={monthLabel} series={[{ key: 'dollars', label: t`Pagado ($)`, color: SERIES_COLORS[2] }]} />}
      table={<DataTable caption={t`Pagado por mes`} columns={columns} rows={rows} rowKey={(row) => row.month} empty={<Text color="fg.muted">{t`Sin pagos procesados este año.`}</Text>} />}
    />
  )
}

function BilledBySpecialty({ rows }: { rows: SpecialtyRow[] }) {
  const { t } = useLingui()
  const columns: DataColumn<SpecialtyRow>[] = [
    { key: 'specialty', header: t`Especialidad`, cell: (row) => row.name },
    { key: 'lines', header: t`Visitas`, numeric: true, cell: (row) => number(row.lines) },
    { key: 'total', header: t`Facturado`, numeric: true, cell: (row) => formatCents(row.total_cents) },
  ]
  return (
    <ChartFigure
      title={t`Facturado por especialidad`}
      description={t`Las líneas de visitas de las facturas no canceladas, por la especialidad de la sesión.`}
      chart={<BarsChart data={rows} category="name" series={[{ key: 'dollars', label: t`Facturado ($)`, color: SERIES_COLORS[1] }]} />}
      table={<DataTable caption={t`Facturado por especialidad`} columns={columns} rows={rows} rowKey={(row) => row.key} empty={<Text color="fg.muted">{t`Sin visitas facturadas este año.`}</Text>} />}
    />
  )
}

function DaysToPaymentFigure({ days }: { days: DaysToPayment }) {
  const { t } = useLingui()
  const rows = [
    { key: 'median', name: t`Mediana`, days: days.median },
    { key: 'p90', name: t`Percentil 90`, days: days.p90 },
  ]
  const columns: DataColumn<(typeof rows)[number]>[] = [
    { key: 'measure', header: t`Medida`, cell: (row) => row.name },
    { key: 'days', header: t`Días`, numeric: true, cell: (row) => (row.days === null ? '—' : number(row.days)) },
  ]
  return (
    <ChartFigure
      title={t`Días desde la visita hasta el pago`}
      description={t`Visitas de facturas pagadas: ${number(days.count)}. Días entre la fecha de la visita y la del pago procesado.`}
      chart={<BarsChart data={rows.map((row) => ({ name: row.name, days: row.days ?? 0 }))} category="name" series={[{ key: 'days', label: t`Días`, color: SERIES_COLORS[0] }]} />}
      table={<DataTable caption={t`Días hasta el pago`} columns={columns} rows={rows} rowKey={(row) => row.key} empty={null} />}
    />
  )
}
