import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { StatusBadge } from '../../components/status-badge'
import { VISIT_IMPORT_COLUMNS, VisitImportRow, type ImportErrorPatch, type VisitImportColumn, type VisitImportError, type VisitImportValues } from '../../domain/visit-imports/visit-imports'
import { ApiError } from '../../sync/api-errors'
import { describeError } from '../../kit/errors/describe-error'
import { usePatchImportError } from './api/visit-imports'
import { describeColumn, describeErrorStatus, describeImportCode } from './messages'

// eslint-disable-next-line lingui/no-unlocalized-strings -- an action name of the API, not text
const REOPEN: ImportErrorPatch = { action: 'reopen' }

type FieldErrors = Partial<Record<VisitImportColumn, string>>

/** The same shape check the server makes first (one valibot schema), so a typo shows before sending. */
function shapeErrors(values: VisitImportValues): FieldErrors {
  const result = v.safeParse(VisitImportRow, values)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const column = v.getDotPath(issue) as VisitImportColumn | null
    if (column && !errors[column]) errors[column] = issue.message
  }
  return errors
}

/** The server's 422 names fields as `values.<column>`. */
function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.body.errors) return {}
  return Object.fromEntries(Object.entries(error.body.errors).map(([path, code]) => [path.replace(/^values\./, ''), code]))
}

/**
 * One import error, correctable in place: its row's cells as the file had them, each editable;
 * "Corregir e importar" re-checks the row on the server and makes it a visit when good, and
 * "Marcar como revisada" sets it aside (reversible). A fixed row is read only.
 */
export function ErrorRowForm({ error }: { error: VisitImportError }) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<VisitImportValues>(error.values)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const patch = usePatchImportError()
  const fixed = error.status === 'fixed'
  const tone = error.status === 'fixed' ? 'success' : error.status === 'dismissed' ? 'neutral' : 'danger'
  const headingId = useId()

  const fix = () => {
    const shape = shapeErrors(values)
    setFieldErrors(shape)
    if (Object.keys(shape).length > 0) return
    patch.mutate({ id: error.id, patch: { action: 'fix', values } }, { onError: (failure) => setFieldErrors(serverErrors(failure)) })
  }
  const failure = patch.error && !(patch.error instanceof ApiError && patch.error.code === 'import_row_invalid') ? patch.error : null

  return (
    <Box as="form" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" onSubmit={(event) => { event.preventDefault(); fix() }}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Text id={headingId} fontWeight="semibold">
            {t`Fila ${error.row}`}: {describeImportCode(i18n, error.code)}
          </Text>
          <StatusBadge tone={tone}>{describeErrorStatus(i18n, error.status)}</StatusBadge>
        </HStack>
        {error.note ? <Text color="fg.muted">{t`Nota: ${error.note}`}</Text> : null}
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          {VISIT_IMPORT_COLUMNS.map((column) => {
            const code = fieldErrors[column.key] ?? (error.status === 'open' && error.column === column.key && Object.keys(fieldErrors).length === 0 ? error.code : undefined)
            return (
              <Field.Root key={column.key} invalid={Boolean(code)} readOnly={fixed}>
                <Field.Label>{describeColumn(i18n, column.key)}</Field.Label>
                <Input size="sm" value={values[column.key]} readOnly={fixed} onChange={(event) => setValues((current) => ({ ...current, [column.key]: event.currentTarget.value }))} />
                {code ? <Field.ErrorText>{describeImportCode(i18n, code)}</Field.ErrorText> : null}
              </Field.Root>
            )
          })}
        </SimpleGrid>
        {failure ? <Text color="fg.error">{failure instanceof ApiError ? describeImportCode(i18n, failure.code, failure.message) : describeError(i18n, failure)}</Text> : null}
        {fixed ? null : (
          <HStack gap="2" wrap="wrap">
            <Button type="submit" size="sm" colorPalette="brand" loading={patch.isPending && patch.variables?.patch.action === 'fix'} loadingText={t`Importando…`} disabled={patch.isPending}>
              {t`Corregir e importar`}
            </Button>
            {error.status === 'dismissed' ? (
              <Button size="sm" variant="outline" disabled={patch.isPending} onClick={() => patch.mutate({ id: error.id, patch: REOPEN })}>
                {t`Reabrir`}
              </Button>
            ) : (
              <Button size="sm" variant="outline" disabled={patch.isPending} onClick={() => patch.mutate({ id: error.id, patch: { action: 'dismiss', note: '' } })}>
                {t`Marcar como revisada`}
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </Box>
  )
}
