import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { IMPORT_MAX_ROWS, type ImportMode } from '../../domain/import/active-students'
import { Page } from '../../components/page'
import { ApiError } from '../../sync/api-errors'
import { describeError } from '../../kit/errors/describe-error'
import { useImportJob } from './api/get-import-job'
import { useStartImport } from './api/start-import'
import { describeFileError } from './import-messages'
import { ImportJobView } from './ImportJobView'

const ACCEPTED_FILES = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv'
const PREVIEW: ImportMode = 'preview'
const COMMIT: ImportMode = 'commit'

/**
 * /tasks/import: the district's sheet of active students (xlsx or csv). First a preview (the
 * server checks every row and changes nothing), then the import itself; both show progress and
 * a row-by-row report that can be downloaded as xlsx.
 */
export function ImportScreen() {
  const { t, i18n } = useLingui()
  const [file, setFile] = useState<File | null>(null)
  const [jobs, setJobs] = useState<Partial<Record<ImportMode, number>>>({})
  const start = useStartImport()
  const preview = useImportJob(jobs.preview)
  const previewDone = jobs.preview !== undefined && preview.data?.status === 'done'
  const maxRows = IMPORT_MAX_ROWS.toLocaleString(i18n.locale)

  const run = (mode: ImportMode) => {
    if (!file) return
    start.mutate({ file, mode }, { onSuccess: ({ job }) => setJobs((current) => ({ ...current, [mode]: job.id })) })
  }
  const failure = start.error
  return (
    <Page title={t`Importar estudiantes activos`}>
      <Stack gap="6">
        <Text color="fg.muted">{t`Hoja de cálculo de la región (xlsx o csv, hasta ${maxRows} filas) con las columnas SIE, Nombre, Apellido paterno, Apellido materno, Fecha de nacimiento, Código de escuela, Servicio y Grado.`}</Text>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="md">
            <Field.Label>{t`Archivo`}</Field.Label>
            <Input
              type="file"
              accept={ACCEPTED_FILES}
              p="1"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null)
                setJobs({})
                start.reset()
              }}
            />
          </Field.Root>
          <Button variant="outline" disabled={!file || start.isPending} loading={start.isPending && start.variables?.mode === PREVIEW} loadingText={t`Revisando…`} onClick={() => run(PREVIEW)}>
            {t`Vista previa`}
          </Button>
          <Button colorPalette="brand" disabled={!file || !previewDone || jobs.commit !== undefined || start.isPending} loading={start.isPending && start.variables?.mode === COMMIT} loadingText={t`Importando…`} onClick={() => run(COMMIT)}>
            {t`Importar`}
          </Button>
        </HStack>
        {failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure instanceof ApiError ? describeFileError(i18n, failure.code, failure.message) : describeError(i18n, failure)}</Alert.Title>
          </Alert.Root>
        ) : null}
        {jobs.commit !== undefined ? <ImportJobView key={`commit-${jobs.commit}`} jobId={jobs.commit} title={t`Resultado de la importación`} onRestart={start.isPending ? undefined : () => run(COMMIT)} /> : null}
        {jobs.preview !== undefined && jobs.commit === undefined ? <ImportJobView key={`preview-${jobs.preview}`} jobId={jobs.preview} title={t`Vista previa (no se ha cambiado nada)`} onRestart={start.isPending ? undefined : () => run(PREVIEW)} /> : null}
      </Stack>
    </Page>
  )
}
