import { Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import {
  minutesByMonth,
  minutesByRegion,
  unrecordedByMonthAndRegion,
  type ComplianceAnswer,
  type ComplianceBand,
  type ComplianceLine,
  type MonthSeriesPoint,
  type RegionPoint,
} from '../../domain/billing/reports'
import { useBillingYears, usePeriods } from '../billing/api/periods'
import { QueryStatus } from '../../kit/office/QueryStatus'
import { useDownload } from '../../kit/office/use-download'
import { capitalizeFirst, dateOptions, formatDate } from '../../kit/words/format-date'
import { useFrequencyCompliance, useVisitsSummary, workbookPaths } from './api'
import { BarsChart, SERIES_COLORS } from '../../kit/charts/charts'
import { ChartFigure } from '../../kit/charts/ChartFigure'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a route id
const route = getRouteApi('/billing/reports')

/** "Feb 2026": a yyyy-MM month on an axis or in a table. */
const monthLabel = (month: string) => capitalizeFirst(format(parseISO(`${month}-01`), 'MMM yyyy', dateOptions()))
const number = (value: number) => value.toLocaleString()
/** How many of the least compliant referrals the screen lists under the bands. */
const LOWEST = 10
 
const LOWEST_FIRST = 'compliance'

/**
 * /billing/reports: delivered against mandated minutes per month and per region, frequency
 * compliance, unrecorded absences and, apart, the visits of referrals waiting for a provider,
 * each chart with its table; filters for the academic year
 * and the region in the address; the three billing workbooks as downloads.
 */
export function ReportsScreen() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/billing/reports' })
  const years = useBillingYears()
  const yearId = search.academic_year_id ?? years.data?.find((year) => year.delta === 0)?.id
  const filters = { academic_year_id: yearId, region: search.region }
  const summary = useVisitsSummary(filters)
  const compliance = useFrequencyCompliance({ ...filters, page_size: LOWEST, sort: LOWEST_FIRST })
  const periods = usePeriods({ academic_year_id: yearId, page_size: 50 }, yearId !== undefined)
  const started = (periods.data?.items ?? []).filter((period) => period.current || summary.data?.months.includes(period.start_date.slice(0, 7)))
  const periodId = search.period_id ?? started.find((period) => period.current)?.id ?? started.at(-1)?.id
  const { download, downloading } = useDownload()
  const set = (changes: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...changes }) })

  return (
    <Page title={t`Informes de facturación`}>
      <Stack gap="5">
        <HStack gap="4" wrap="wrap" align="end">
          <Field.Root maxW="xs">
            <Field.Label>{t`Año académico`}</Field.Label>
            <PlainSelect value={yearId ?? ''} onChange={(event) => set({ academic_year_id: Number(event.currentTarget.value) || undefined, period_id: undefined })}>
              {(years.data ?? []).map((year) => (
                <option key={year.id} value={year.id}>
                  {year.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>{t`Región`}</Field.Label>
            <PlainSelect value={search.region ?? ''} onChange={(event) => set({ region: event.currentTarget.value || undefined })}>
              <option value="">{t`Todas las regiones`}</option>
              {(summary.data?.regions ?? []).map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
        </HStack>

        <Stack as="section" aria-label={t`Descargas`} gap="2" borderWidth="1px" borderRadius="lg" p="4">
          <HStack gap="4" wrap="wrap" align="end">
            <Field.Root maxW="xs">
              <Field.Label>{t`Periodo de las descargas`}</Field.Label>
              <PlainSelect value={periodId ?? ''} onChange={(event) => set({ period_id: Number(event.currentTarget.value) || undefined })}>
                {started.map((period) => (
                  <option key={period.id} value={period.id}>
                    {period.name}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
            <Button
              variant="outline"
              disabled={periodId === undefined}
              loading={downloading}
              loadingText={t`Descargando…`}
              onClick={() => periodId !== undefined && void download(workbookPaths.visitsLoggingAudit(periodId, search.region), 'auditoria-registro-visitas.xlsx')}
            >
              {t`Auditoría del registro de visitas (XLSX)`}
            </Button>
            <Button
              variant="outline"
              disabled={periodId === undefined}
              loading={downloading}
              loadingText={t`Descargando…`}
              onClick={() => periodId !== undefined && void download(workbookPaths.unrecordedAbsences(periodId, search.region), 'ausencias-sin-registrar.xlsx')}
            >
              {t`Ausencias sin registrar (XLSX)`}
            </Button>
            <Button
              variant="outline"
              loading={downloading}
              loadingText={t`Descargando…`}
              onClick={() => void download(workbookPaths.activeStudentsDetail(search.region), 'estudiantes-activos.xlsx')}
            >
              {t`Estudiantes activos, detalle (XLSX)`}
            </Button>
          </HStack>
        </Stack>

        <QueryStatus query={summary}>
          {(data) => (
            <Stack gap="5">
              <MinutesByMonth points={minutesByMonth(data, search.region)} />
              <MinutesByRegion points={minutesByRegion(data)} />
              <UnrecordedByRegion rows={unrecordedByMonthAndRegion(data, search.region ? [search.region] : data.regions)} regions={search.region ? [search.region] : data.regions} />
              <WaitingByRegion
                rows={unrecordedByMonthAndRegion(data, search.region ? [search.region] : data.regions, 'waiting_visits')}
                regions={search.region ? [search.region] : data.regions}
              />
            </Stack>
          )}
        </QueryStatus>
        <QueryStatus query={compliance}>
          {(data) => (
            <Stack gap="3">
              <ComplianceBands bands={data.bands} waiting={data.waiting} from={data.from} to={data.to} />
              <LowestCompliance lines={data.items.filter((line) => line.compliance !== null && line.compliance < 1)} />
            </Stack>
          )}
        </QueryStatus>
      </Stack>
    </Page>
  )
}

function MinutesByMonth({ points }: { points: MonthSeriesPoint[] }) {
  const { t } = useLingui()
  const columns: DataColumn<MonthSeriesPoint>[] = [
    { key: 'month', header: t`Mes`, cell: (row) => monthLabel(row.month) },
    { key: 'mandated', header: t`Minutos mandados`, numeric: true, cell: (row) => number(row.mandated) },
    { key: 'delivered', header: t`Minutos ofrecidos`, numeric: true, cell: (row) => number(row.delivered) },
  ]
  return (
    <ChartFigure
      title={t`Minutos ofrecidos y mandados por mes`}
      description={t`Mandados según la frecuencia de cada referido con proveedor asignado por días lectivos, hasta hoy; ofrecidos, las visitas dadas con el largo de su sesión, como máximo el del referido. Los referidos que esperan proveedor se cuentan aparte.`}
      chart={
        <BarsChart
          data={points}
          category="month"
          formatCategory={monthLabel}
          series={[
            { key: 'mandated', label: t`Mandados`, color: 'gray.solid' },
            { key: 'delivered', label: t`Ofrecidos`, color: SERIES_COLORS[0] },
          ]}
        />
      }
      table={<DataTable caption={t`Minutos por mes`} columns={columns} rows={points} rowKey={(row) => row.month} empty={<Text color="fg.muted">{t`Sin datos para este año.`}</Text>} />}
    />
  )
}

function MinutesByRegion({ points }: { points: RegionPoint[] }) {
  const { t } = useLingui()
  const columns: DataColumn<RegionPoint>[] = [
    { key: 'region', header: t`Región`, cell: (row) => row.region },
    { key: 'mandated', header: t`Minutos mandados`, numeric: true, cell: (row) => number(row.mandated) },
    { key: 'delivered', header: t`Minutos ofrecidos`, numeric: true, cell: (row) => number(row.delivered) },
    { key: 'percent', header: t`Ofrecido`, numeric: true, cell: (row) => (row.percent === null ? '—' : `${row.percent} %`) },
  ]
  return (
    <ChartFigure
      title={t`Minutos ofrecidos y mandados por región`}
      chart={
        <BarsChart
          data={points}
          category="region"
          series={[
            { key: 'mandated', label: t`Mandados`, color: 'gray.solid' },
            { key: 'delivered', label: t`Ofrecidos`, color: SERIES_COLORS[0] },
          ]}
        />
      }
      table={<DataTable caption={t`Minutos por región`} columns={columns} rows={points} rowKey={(row) => row.region} empty={<Text color="fg.muted">{t`Sin datos para este año.`}</Text>} />}
    />
  )
}

type UnrecordedRow = { month: string } & Record<string, number | string>

function UnrecordedByRegion({ rows, regions }: { rows: UnrecordedRow[]; regions: string[] }) {
  const { t } = useLingui()
  const columns: DataColumn<UnrecordedRow>[] = [
    { key: 'month', header: t`Mes`, cell: (row) => monthLabel(row.month) },
    ...regions.map((region) => ({ key: region, header: region, numeric: true, cell: (row: UnrecordedRow) => number(Number(row[region] ?? 0)) })),
  ]
  return (
    <ChartFigure
      title={t`Ausencias sin registrar por mes y región`}
      description={t`Visitas debidas por la frecuencia a referidos con proveedor asignado que nadie registró, ni dadas ni como ausencia.`}
      chart={
        <BarsChart
          data={rows}
          category="month"
          formatCategory={monthLabel}
          series={regions.map((region, index) => ({ key: region, label: region, color: SERIES_COLORS[index % SERIES_COLORS.length]!, stack: 'regions' }))}
        />
      }
      table={<DataTable caption={t`Ausencias sin registrar`} columns={columns} rows={rows} rowKey={(row) => row.month} empty={<Text color="fg.muted">{t`Sin datos para este año.`}</Text>} />}
    />
  )
}

/**
 * Visits due to referrals no provider is assigned to yet (issue 23 item 7): the company's
 * staffing gap, shown apart so it does not read as providers' unrecorded visits.
 */
function WaitingByRegion({ rows, regions }: { rows: UnrecordedRow[]; regions: string[] }) {
  const { t } = useLingui()
  const columns: DataColumn<UnrecordedRow>[] = [
    { key: 'month', header: t`Mes`, cell: (row) => monthLabel(row.month) },
    ...regions.map((region) => ({ key: region, header: region, numeric: true, cell: (row: UnrecordedRow) => number(Number(row[region] ?? 0)) })),
  ]
  return (
    <ChartFigure
      title={t`Visitas de referidos que esperan proveedor, por mes y región`}
      description={t`Visitas debidas por la frecuencia a referidos sin proveedor asignado: nadie podía darlas ni registrarlas hasta que se asigne uno.`}
      chart={
        <BarsChart
          data={rows}
          category="month"
          formatCategory={monthLabel}
          series={regions.map((region, index) => ({ key: region, label: region, color: SERIES_COLORS[index % SERIES_COLORS.length]!, stack: 'regions' }))}
        />
      }
      table={<DataTable caption={t`Visitas que esperan proveedor`} columns={columns} rows={rows} rowKey={(row) => row.month} empty={<Text color="fg.muted">{t`Sin datos para este año.`}</Text>} />}
    />
  )
}

function ComplianceBands({
  bands,
  waiting,
  from,
  to,
}: {
  bands: { band: ComplianceBand; referrals: number }[]
  waiting: ComplianceAnswer['waiting']
  from: string
  to: string
}) {
  const { t } = useLingui()
  const names: Record<Exclude<ComplianceBand, 'waiting'>, string> = {
    met: t`Cumplida (100 % o más)`,
    near: t`Casi (75 % a 99 %)`,
    low: t`Baja (50 % a 74 %)`,
    poor: t`Muy baja (menos de 50 %)`,
    none_due: t`Nada debido aún`,
  }
  // The referrals waiting for a provider have no share to judge: they are told apart, below.
  const rows = bands.flatMap(({ band, referrals }) => (band === 'waiting' ? [] : [{ band, referrals, name: names[band] }]))
  const columns: DataColumn<(typeof rows)[number]>[] = [
    { key: 'band', header: t`Cumplimiento`, cell: (row) => row.name },
    { key: 'referrals', header: t`Referidos`, numeric: true, cell: (row) => number(row.referrals) },
  ]
  const waitingReferrals = number(waiting.referrals)
  const waitingVisits = number(waiting.mandated_visits)
  const fromText = formatDate(from)
  const toText = formatDate(to)
  return (
    <ChartFigure
      title={t`Cumplimiento de la frecuencia de los referidos`}
      description={`${t`Visitas dadas entre las debidas por la frecuencia semanal, del ${fromText} al ${toText}.`} ${t`Aparte, ${waitingReferrals} referidos esperan proveedor (${waitingVisits} visitas debidas): no cuentan en el cumplimiento de ningún proveedor.`}`}
      chart={<BarsChart data={rows} category="name" series={[{ key: 'referrals', label: t`Referidos`, color: SERIES_COLORS[0] }]} />}
      table={<DataTable caption={t`Referidos por cumplimiento`} columns={columns} rows={rows} rowKey={(row) => row.band} empty={null} />}
    />
  )
}

function LowestCompliance({ lines }: { lines: ComplianceLine[] }) {
  const { t } = useLingui()
  const columns: DataColumn<ComplianceLine>[] = [
    { key: 'student', header: t`Estudiante`, cell: (line) => `${line.student_name} (${line.sie_number})` },
    { key: 'referral', header: t`Referido`, cell: (line) => line.referral_number },
    { key: 'service', header: t`Servicio`, cell: (line) => line.service_name },
    { key: 'provider', header: t`Proveedor`, cell: (line) => line.provider_name ?? t`Sin asignar` },
    { key: 'region', header: t`Región`, cell: (line) => line.region },
    { key: 'mandated', header: t`Debidas`, numeric: true, cell: (line) => line.mandated_visits },
    { key: 'delivered', header: t`Dadas`, numeric: true, cell: (line) => line.delivered_visits },
    { key: 'compliance', header: t`Cumplimiento`, numeric: true, cell: (line) => `${Math.round((line.compliance ?? 0) * 100)} %` },
  ]
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t`Referidos con menor cumplimiento`}
      </Heading>
      <DataTable
        caption={t`Referidos con menor cumplimiento`}
        columns={columns}
        rows={lines}
        rowKey={(line) => String(line.referral_id)}
        empty={<Text color="fg.muted">{t`Todos los referidos cumplen su frecuencia.`}</Text>}
      />
    </Stack>
  )
}
