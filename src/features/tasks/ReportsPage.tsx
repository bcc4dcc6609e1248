import { Button, Card, chakra, Field, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { LICENSE_REPORT_STATES, REPORTS, isRunActive, type ReportCode, type ReportRun } from '../../domain/reports/catalogue'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { useCompany } from '../../kit/lookups/use-company'
import { useSession } from '../../kit/session/use-session'
import { usePeriods } from '../billing/api/periods'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { TASKS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { useDownload } from '../../kit/office/use-download'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { useDeleteReportRun, useReportRuns, useStartReport } from './api/report-runs'
import { availableReports, REPORT_DESCRIPTIONS, REPORT_TITLES, RUN_ERRORS, RUN_STATUS_LABELS, RUN_STATUS_TONES } from './report-views'

// eslint-disable-next-line lingui/no-unlocalized-strings -- style tokens, not text
const ProgressBar = chakra('progress', { base: { width: 'full', height: '3', accentColor: 'brand.solid' } })

/** /tasks/reports behind its gate (the tasks module; each report needs its data's permission). */
export function ReportsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={TASKS_AREA} title={t`Informes`}>
      <ReportsScreen />
    </OfficeGate>
  )
}

const PERIOD_FILTER = 'period_id'
const FALLBACK_FILE_NAME = 'informe'
// eslint-disable-next-line lingui/no-unlocalized-strings -- an API path, not text
const runFilePath = (id: number) => `/report-runs/${id}/file`

/** A report's filters, as the form holds them (ids as text from the selects). */
type Filters = Record<string, string>

function ReportFilters({ code, filters, onChange }: { code: ReportCode; filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useLingui()
  // The regions the report's own permission reaches (its rows are narrowed to them anyway).
  const customers = useCustomersWith(REPORTS[code].permission).data ?? []
  const periods = usePeriods({ page_size: 100 }, code === 'visits-per-period').data?.items ?? []
  const set = (name: string) => (event: { currentTarget: { value: string } }) => onChange({ ...filters, [name]: event.currentTarget.value })
  const regionFilter = (
    <Field.Root>
      <Field.Label>{t`Región`}</Field.Label>
      <PlainSelect value={filters.customer_id ?? ''} onChange={set('customer_id')}>
        <option value="">{t`Todas`}</option>
        {customers.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name}
          </option>
        ))}
      </PlainSelect>
    </Field.Root>
  )
  if (code === 'active-students') return regionFilter
  if (code === 'visits-per-period') {
    return (
      <>
        <Field.Root required>
          <Field.Label>
            {t`Periodo`} <Field.RequiredIndicator />
          </Field.Label>
          <PlainSelect value={filters.period_id ?? ''} onChange={set(PERIOD_FILTER)}>
            <option value="">{t`Elija uno`}</option>
            {periods.map((period) => (
              <option key={period.id} value={period.id}>
                {period.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {regionFilter}
      </>
    )
  }
  const stateNames = { all: t`Vencidas y por vencer`, expired: t`Solo vencidas`, expiring: t`Solo por vencer` }
  return (
    <Field.Root>
      <Field.Label>{t`Licencias`}</Field.Label>
      <PlainSelect value={filters.state ?? 'all'} onChange={set('state')}>
        {LICENSE_REPORT_STATES.map((state) => (
          <option key={state} value={state}>
            {stateNames[state]}
          </option>
        ))}
      </PlainSelect>
    </Field.Root>
  )
}

/** The filters as the server's params: ids as numbers, empty choices left out. */
export function reportParams(filters: Filters): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [name, name.endsWith('_id') ? Number(value) : value]),
  )
}

function ReportCard({ code }: { code: ReportCode }) {
  const { t, i18n } = useLingui()
  const start = useStartReport()
  const [filters, setFilters] = useState<Filters>({})
  const missing = code === 'visits-per-period' && !filters.period_id
  const title = i18n._(REPORT_TITLES[code])
  return (
    <Card.Root as="li" variant="outline" data-testid={`report-${code}`}>
      <Card.Header>
        <Heading as="h3" size="sm">
          {title} <Text as="span" fontWeight="normal" color="fg.muted">{`(${REPORTS[code].format.toUpperCase()})`}</Text>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {i18n._(REPORT_DESCRIPTIONS[code])}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <ReportFilters code={code} filters={filters} onChange={setFilters} />
      </Card.Body>
      <Card.Footer justifyContent="end">
        <Button
          colorPalette="brand"
          size="sm"
          disabled={missing}
          loading={start.isPending}
          loadingText={t`Pidiendo…`}
          aria-label={t`Generar ${title}`}
          onClick={() =>
            start.mutate(
              { report_code: code, params: reportParams(filters) },
              {
                onSuccess: () => showSnackbar(t`El informe se está generando; aparecerá en Mis informes.`, 'success'),
                onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
              },
            )
          }
        >
          {t`Generar`}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

function RunRow({ run, onDelete }: { run: ReportRun; onDelete: () => void }) {
  const { t, i18n } = useLingui()
  const { downloading, download } = useDownload()
  const progressId = useId()
  const title = i18n._(REPORT_TITLES[run.report_code])
  return (
    <HStack as="li" borderWidth="1px" borderRadius="md" px="3" py="2" justify="space-between" wrap="wrap" gap="3" data-testid="report-run">
      <Stack gap="1" flex="1" minW="60">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t`Pedido ${formatDateTime(run.created_at)}`}
          {run.row_count !== null ? ` · ${t`${run.row_count} filas`}` : ''}
        </Text>
        {isRunActive(run) ? (
          <>
            <Text fontSize="sm" id={progressId}>{t`Progreso: ${run.progress} %`}</Text>
            <ProgressBar aria-labelledby={progressId} value={run.progress} max={100} />
          </>
        ) : null}
        {run.status === 'failed' ? (
          <Text fontSize="sm" role="alert">
            {i18n._(RUN_ERRORS[run.error_code ?? 'report_failed'] ?? RUN_ERRORS.report_failed!)}
          </Text>
        ) : null}
      </Stack>
      <HStack gap="2">
        <StatusBadge tone={RUN_STATUS_TONES[run.status]}>{i18n._(RUN_STATUS_LABELS[run.status])}</StatusBadge>
        {run.status === 'done' ? (
          <Button size="xs" colorPalette="brand" loading={downloading} loadingText={t`Descargando…`} aria-label={t`Descargar ${title}`} onClick={() => void download(runFilePath(run.id), run.file_name ?? FALLBACK_FILE_NAME)}>
            {t`Descargar`}
          </Button>
        ) : null}
        {!isRunActive(run) ? (
          <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Eliminar ${title}`} onClick={onDelete}>
            {t`Eliminar`}
          </Button>
        ) : null}
      </HStack>
    </HStack>
  )
}

/**
 * The report catalogue: each report this person may run with its filters; a report is made in the
 * background (the list shows its progress while it is made) and listed under "Mis informes" when
 * ready to download.
 */
export function ReportsScreen() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const company = useCompany()
  const [page, setPage] = useState(1)
  const runs = useReportRuns(page)
  const remove = useDeleteReportRun()
  const [deleting, setDeleting] = useState<ReportRun | null>(null)
  if (session === undefined || company === undefined) return <Loader />
  const codes = availableReports(session?.user ?? {}, company)
  const total = runs.data?.total ?? 0
  return (
    <Page title={t`Informes`}>
      <Stack gap="8">
        <Stack as="section" gap="3" aria-labelledby="catalogue-heading">
          <Heading as="h2" size="md" id="catalogue-heading">
            {t`Catálogo`}
          </Heading>
          {codes.length === 0 ? (
            <Text color="fg.muted">{t`Su cuenta no tiene acceso a ningún informe del catálogo.`}</Text>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {codes.map((code) => (
                <ReportCard key={code} code={code} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Stack as="section" gap="3" aria-labelledby="runs-heading">
          <Heading as="h2" size="md" id="runs-heading">
            {t`Mis informes`}
          </Heading>
          {runs.isPending ? (
            <Loader />
          ) : runs.isError ? (
            <Text role="alert">{describeError(i18n, runs.error)}</Text>
          ) : runs.data.items.length === 0 ? (
            <Text color="fg.muted">{t`Todavía no ha generado informes.`}</Text>
          ) : (
            <Stack as="ul" listStyle="none" gap="2" aria-label={t`Mis informes`}>
              {runs.data.items.map((run) => (
                <RunRow key={run.id} run={run} onDelete={() => setDeleting(run)} />
              ))}
            </Stack>
          )}
          {total > 20 ? (
            <HStack gap="2">
              <Button size="xs" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t`Anteriores`}
              </Button>
              <Button size="xs" variant="outline" disabled={page * 20 >= total} onClick={() => setPage(page + 1)}>
                {t`Siguientes`}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      </Stack>
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting ? t`Eliminar el informe ${i18n._(REPORT_TITLES[deleting.report_code])}` : undefined}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await remove.mutateAsync(deleting.id)
            showSnackbar(t`Informe eliminado`, 'success')
          } catch (error) {
            showSnackbar(describeError(i18n, error), 'error')
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Page>
  )
}
