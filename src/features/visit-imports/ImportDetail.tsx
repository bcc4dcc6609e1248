import { Alert, Button, chakra, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ImportErrorStatus } from '../../domain/visit-imports/visit-imports'
import { PlainSelect } from '../../components/plain-select'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { useImportErrors, useVisitImport } from './api/visit-imports'
import { ErrorRowForm } from './ErrorRowForm'
import { describeImportCode, describeImportStatus } from './messages'

// eslint-disable-next-line lingui/no-unlocalized-strings -- style tokens, not text
const ProgressBar = chakra('progress', { base: { width: 'full', height: '3', accentColor: 'brand.solid' } })

const PAGE = 20
const OPEN: ImportErrorStatus = 'open'

/** One import: its progress while it runs, then its counts and its error rows, each correctable in place. */
export function ImportDetail({ importId }: { importId: number }) {
  const { t, i18n } = useLingui()
  const found = useVisitImport(importId)
  const [status, setStatus] = useState<ImportErrorStatus | ''>(OPEN)
  const [page, setPage] = useState(1)
  const done = found.data?.status === 'done'
  const errors = useImportErrors(importId, { status: status || undefined, page: page > 1 ? page : undefined }, done)
  const progressLabelId = useId()
  if (!found.data) return found.error ? <Text color="fg.error">{describeError(i18n, found.error)}</Text> : null
  const item = found.data
  const { total_rows: total, processed_rows: processed, counts } = item
  const pages = Math.max(1, Math.ceil((errors.data?.total ?? 0) / PAGE))
  return (
    <Stack gap="4" as="section" aria-label={t`Importación ${item.filename}`}>
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {t`Importación de ${item.filename}`}
      </Text>
      <Text color="fg.muted">
        {t`${describeImportStatus(i18n, item.status)} · ${item.created_by_name} · ${formatDateTime(item.created_at)}`}
        {item.to_date ? t` · hasta ${item.to_date}` : ''}
      </Text>
      {item.status === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describeImportCode(i18n, item.error_code ?? 'internal_error', t`La importación falló.`)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="1">
        <Text id={progressLabelId}>{t`Filas procesadas: ${processed} de ${total}`}</Text>
        <ProgressBar aria-labelledby={progressLabelId} value={total ? processed : done ? 1 : undefined} max={total || 1} />
      </Stack>
      <HStack gap="6" wrap="wrap" data-testid="import-counts">
        <Text>{t`Importadas: ${counts.imported}`}</Text>
        <Text>{t`Ya registradas: ${counts.skipped}`}</Text>
        <Text>{t`Fuera de la fecha límite: ${counts.ignored}`}</Text>
        <Text>{t`Con errores: ${counts.errors}`}</Text>
        <Text>{t`Errores pendientes: ${item.open_errors}`}</Text>
      </HStack>
      {done && counts.errors > 0 ? (
        <Stack gap="3">
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>{t`Filas con errores`}</Field.Label>
              <PlainSelect
                value={status}
                onChange={(event) => {
                  setStatus(event.currentTarget.value as ImportErrorStatus | '')
                  setPage(1)
                }}
              >
                <option value="open">{t`Pendientes`}</option>
                <option value="dismissed">{t`Revisadas`}</option>
                <option value="fixed">{t`Corregidas`}</option>
                <option value="">{t`Todas`}</option>
              </PlainSelect>
            </Field.Root>
          </HStack>
          {errors.error ? <Text color="fg.error">{describeError(i18n, errors.error)}</Text> : null}
          {errors.data?.items.length === 0 ? <Text color="fg.muted">{t`No hay filas con errores en esta vista.`}</Text> : null}
          {errors.data?.items.map((error) => <ErrorRowForm key={`${error.id}-${error.updated_at}`} error={error} />)}
          {pages > 1 ? (
            <HStack gap="2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t`Anterior`}
              </Button>
              <Text>{t`Página ${page} de ${pages}`}</Text>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t`Siguiente`}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}
