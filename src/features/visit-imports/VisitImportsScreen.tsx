import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '../../components/page'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { VISIT_IMPORT_HEADER, type VisitImport } from '../../domain/visit-imports/visit-imports'
import { usePeriod } from '../billing/api/periods'
import { BILLING_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { ApiError } from '../../sync/api-errors'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { usePeriodImports } from './api/visit-imports'
import { useStartVisitImport } from './api/start-import'
import { ImportDetail } from './ImportDetail'
import { describeImportCode, describeImportStatus } from './messages'

const ACCEPTED_FILES = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv'

const importLink = (periodId: number, importId: number) =>
  ({ to: '/billing/periods/$periodId/imports/{-$importId}', params: { periodId: String(periodId), importId: String(importId) } }) as const

/** /billing/periods/{periodId}/imports/{importId?}, behind billing's gate (module billing, billing.manage). */
export function VisitImportsPage({ periodId, importId }: { periodId: number; importId: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={BILLING_AREA} title={t`Importación de visitas`}>
      <VisitImportsScreen periodId={periodId} importId={importId} />
    </OfficeGate>
  )
}

/**
 * A period's visit imports: upload a district's file (xlsx or csv) with its progress, the list of
 * the period's imports, and the chosen import with its error rows, each correctable in place.
 */
export function VisitImportsScreen({ periodId, importId }: { periodId: number; importId: number | undefined }) {
  const { t, i18n } = useLingui()
  const period = usePeriod(periodId)
  const [page, setPage] = useState(1)
  const imports = usePeriodImports(periodId, page)
  const navigate = useNavigate()
  const startVisitImport = useStartVisitImport()
  const [file, setFile] = useState<File | null>(null)
  const [toDate, setToDate] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [repeated, setRepeated] = useState(false)

  const upload = async () => {
    if (!file) return
    setFailure(null)
    setRepeated(false)
    setProgress(0)
    try {
      const started = await startVisitImport(periodId, file, toDate, setProgress)
      setRepeated(started.repeated)
      await navigate(importLink(periodId, started.import.id))
    } catch (error) {
      setFailure(error)
    } finally {
      setProgress(null)
    }
  }

  const columns: OfficeColumn<VisitImport>[] = [
    { id: 'created_at', header: t`Fecha`, cell: (row) => <Link {...importLink(periodId, row.id)}>{formatDateTime(row.created_at)}</Link> },
    { id: 'filename', header: t`Archivo`, cell: (row) => row.filename },
    { id: 'created_by', header: t`Importada por`, cell: (row) => row.created_by_name },
    { id: 'status', header: t`Estado`, cell: (row) => describeImportStatus(i18n, row.status) },
    { id: 'imported', header: t`Importadas`, numeric: true, cell: (row) => row.counts.imported },
    { id: 'errors', header: t`Con errores`, numeric: true, cell: (row) => row.counts.errors },
    { id: 'open_errors', header: t`Pendientes`, numeric: true, cell: (row) => row.open_errors },
  ]
  const locked = period.data?.status === 'locked'

  return (
    <Page title={period.data ? t`Importación de visitas: ${period.data.name}` : t`Importación de visitas`}>
      <Stack gap="6">
        <Box>
          <Link to="/billing/periods/$periodId" params={{ periodId: String(periodId) }}>
            {t`Volver al periodo`}
          </Link>
        </Box>
        <Stack as="section" aria-label={t`Nueva importación`} gap="3" borderWidth="1px" borderRadius="md" p="4">
          <Text as="h2" textStyle="lg" fontWeight="semibold">
            {t`Nueva importación`}
          </Text>
          <Text color="fg.muted">{t`Hoja de cálculo (xlsx o csv) con las columnas: ${VISIT_IMPORT_HEADER}. El proveedor va por su número o su correo; la fecha como aaaa-mm-dd o mm/dd/aaaa. Importar el mismo archivo dos veces no añade nada.`}</Text>
          {locked ? <Text color="fg.error">{t`El periodo está cerrado: no admite importaciones.`}</Text> : null}
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root maxW="md">
              <Field.Label>{t`Archivo de visitas`}</Field.Label>
              <Input type="file" accept={ACCEPTED_FILES} p="1" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
            </Field.Root>
            <Field.Root maxW="xs">
              <Field.Label>{t`Hasta la fecha (opcional)`}</Field.Label>
              <Input type="date" value={toDate} min={period.data?.start_date} max={period.data?.end_date} onChange={(event) => setToDate(event.currentTarget.value)} />
            </Field.Root>
            <Button colorPalette="brand" disabled={!file || locked || progress !== null} loading={progress !== null} loadingText={t`Subiendo…`} onClick={() => void upload()}>
              {t`Importar`}
            </Button>
          </HStack>
          {progress !== null ? (
            <Box role="progressbar" aria-label={t`Subiendo el archivo`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} bg="gray.100" borderRadius="full" h="2" overflow="hidden">
              <Box bg="brand.solid" h="full" w={`${Math.round(progress * 100)}%`} transition="width 0.2s" />
            </Box>
          ) : null}
          {repeated ? <Text color="fg.muted">{t`Este archivo ya se había importado en este periodo: no se añadió nada.`}</Text> : null}
          {failure ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure instanceof ApiError ? describeImportCode(i18n, failure.code, failure.message) : describeError(i18n, failure)}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
        {importId !== undefined ? <ImportDetail key={importId} importId={importId} /> : null}
        <OfficeTable
          caption={t`Importaciones del periodo`}
          columns={columns}
          data={imports.data}
          error={imports.error}
          loading={imports.isFetching}
          onRetry={() => void imports.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => row.filename}
          rowActions={(row) => [{ label: t`Abrir`, onSelect: () => void navigate(importLink(periodId, row.id)) }]}
          sort={undefined}
          defaultSort="created_at"
          onSort={() => undefined}
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          onPage={setPage}
          empty={t`Este periodo no tiene importaciones.`}
        />
      </Stack>
    </Page>
  )
}
