import { Alert, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ImportReportRow } from '../../domain/import/active-students'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { describeError } from '../../kit/errors/describe-error'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { useDownload } from '../../kit/office/use-download'
import { useImportJob } from './api/get-import-job'
import { importReport } from './api/import-report'
import { useImportRows } from './api/list-import-rows'
import { describeFileError, describeRefusal, describeRowStatus } from './import-messages'

// eslint-disable-next-line lingui/no-unlocalized-strings -- style tokens, not text
const ProgressBar = chakra('progress', { base: { width: 'full', height: '3', accentColor: 'brand.solid' } })

/** One import job: a progress bar while it runs, then its counts and the row-by-row report. */
export function ImportJobView({ jobId, title, onRestart }: { jobId: number; title: string; onRestart?: (() => void) | undefined }) {
  const { t, i18n } = useLingui()
  const job = useImportJob(jobId)
  const [page, setPage] = useState(1)
  const done = job.data?.status === 'done'
  const rows = useImportRows(jobId, { page: page > 1 ? page : undefined }, done)
  const { download, downloading } = useDownload()
  const progressLabelId = useId()
  if (!job.data) {
    return job.error ? <Text color="fg.error">{describeError(i18n, job.error)}</Text> : null
  }
  const { total_rows: total, processed_rows: processed, counts } = job.data
  if (job.data.status === 'failed') {
    // A failed job can be run again: importing the same file twice changes nothing the second time.
    return (
      <Alert.Root status="error" as="section" aria-label={title}>
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{describeFileError(i18n, job.data.error_code ?? 'internal_error', t`La importación falló.`)}</Alert.Title>
          <Alert.Description>{t`Filas procesadas: ${processed} de ${total}`}</Alert.Description>
          {onRestart ? (
            <HStack>
              <Button size="sm" variant="outline" onClick={onRestart}>
                {t`Empezar de nuevo`}
              </Button>
            </HStack>
          ) : null}
        </Alert.Content>
      </Alert.Root>
    )
  }
  const columns: OfficeColumn<ImportReportRow>[] = [
    { id: 'row', header: t`Fila`, numeric: true, cell: (row) => row.row },
    { id: 'sie_number', header: t`Número SIE`, cell: (row) => row.sie_number ?? '—' },
    { id: 'status', header: t`Resultado`, cell: (row) => describeRowStatus(i18n, row.status) },
    { id: 'reason', header: t`Motivo`, cell: (row) => (row.reason ? describeRefusal(i18n, row.reason) + (row.column ? ` (${row.column})` : '') : row.referral_changed && row.status === 'updated' ? describeRowStatus(i18n, 'referral_changed') : '') },
  ]
  return (
    <Stack gap="4" as="section" aria-label={title}>
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {title}
      </Text>
      {/* The native bar: its role and value reach assistive technology, and no recipe loads. */}
      <Stack gap="1">
        <Text id={progressLabelId}>{t`Filas procesadas: ${processed} de ${total}`}</Text>
        <ProgressBar aria-labelledby={progressLabelId} value={total ? processed : done ? 1 : undefined} max={total || 1} />
      </Stack>
      {done ? (
        <>
          <HStack gap="6" wrap="wrap" data-testid="import-counts">
            <Text>{t`Actualizados: ${counts.updated}`}</Text>
            <Text>{t`Sin cambios: ${counts.unchanged}`}</Text>
            <Text>{t`Referido cambiado: ${counts.referral_changed}`}</Text>
            <Text>{t`Rechazados: ${counts.refused}`}</Text>
          </HStack>
          <HStack>
            <Button variant="outline" size="sm" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(...importReport(jobId))}>
              {t`Descargar informe (xlsx)`}
            </Button>
          </HStack>
          <OfficeTable
            caption={t`Informe por fila`}
            columns={columns}
            data={rows.data}
            error={rows.error}
            loading={rows.isFetching}
            onRetry={() => void rows.refetch()}
            rowKey={(row) => String(row.row)}
            rowLabel={(row) => String(row.row)}
            sort={undefined}
            defaultSort="row"
            onSort={() => undefined}
            page={page}
            pageSize={PAGE_SIZE_DEFAULT}
            onPage={setPage}
            empty={t`El archivo no tenía filas.`}
          />
        </>
      ) : null}
    </Stack>
  )
}
