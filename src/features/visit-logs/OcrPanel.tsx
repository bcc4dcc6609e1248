import { Box, Button, chakra, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { showSnackbar } from '../../components/snackbar'
import { ScrollRegion } from '../../components/scroll-region'
import type { OcrConfirmRow, OcrProposedRow, OcrReading } from '../../domain/visit-logs/ocr'
import type { VisitLog } from '../../domain/visit-logs/types'
import type { VisitLogAction } from '../../domain/workflows/visit-log-flow'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useConfirmVisitLogOcr, useStartVisitLogOcr, useVisitLogOcr, visitLogOcrQuery } from './api/visit-log-ocr'
import { visitLogQuery } from './api/visit-logs'

const Table = chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } })
const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', px: '2', py: '2', borderBottomWidth: '1px' } })
const Td = chakra('td', { base: { px: '2', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'top' } })

/** A row as the person edits it: the values, and whether each was flagged by the reading. */
interface EditRow {
  key: string
  date: string
  time: string
  sie_number: string
  flagged: { date: boolean; time: boolean; sie_number: boolean }
  confidence: { date: number; time: number; sie_number: number }
  student_name: string | null
}

type Column = 'date' | 'time' | 'sie_number'

const MARK_PROCESSED: VisitLogAction = 'mark-processed'

const editRowOf = (row: OcrProposedRow, index: number): EditRow => ({
  key: `${row.page}-${row.line}-${index}`,
  date: row.date.value ?? '',
  time: row.time.value ?? '',
  sie_number: row.sie_number.value ?? '',
  flagged: { date: row.date.flagged, time: row.time.flagged, sie_number: row.sie_number.flagged },
  confidence: { date: row.date.confidence, time: row.time.confidence, sie_number: row.sie_number.confidence },
  student_name: row.student_name,
})

const FIELD_WORDS = {
  unknown_student: msg`Ningún estudiante tiene ese número SIE.`,
  no_active_referral: msg`El estudiante no tiene un referido activo con este proveedor en esta localidad.`,
  outside_month: msg`La fecha no es del mes del registro.`,
  date_in_future: msg`La fecha es posterior a hoy.`,
  outside_time_window: msg`La hora debe estar entre 06:00 y 20:00.`,
  invalid_sie_number: msg`El número SIE tiene 8 dígitos.`,
  invalid_date: msg`Escriba una fecha.`,
  invalid_time: msg`Escriba una hora.`,
}

const FAILURE_WORDS = {
  pdf_without_images: msg`El PDF no contiene páginas escaneadas (imágenes JPEG) que se puedan leer. Suba una imagen del registro.`,
  unsupported_scan: msg`El archivo escaneado no se pudo leer.`,
  scan_too_large: msg`La imagen tiene demasiados píxeles para leerse. Escanee la página a 300 ppp o menos.`,
  ocr_failed: msg`La lectura falló. Intente de nuevo.`,
}

/**
 * "Leer con OCR" in a visit log's detail: starts the background reading, shows its progress, then
 * the proposed rows in an editable table — a field read with low confidence is marked with the
 * word "Revisar" and a thick border (not by colour alone) — and confirms them. Only the person
 * who holds the log confirms; nothing becomes a visit before that.
 */
export function OcrPanel({ log }: { log: VisitLog }) {
  const { t, i18n } = useLingui()
  const reading = useVisitLogOcr(log.id)
  const queryClient = useQueryClient()
  const startVisitLogOcr = useStartVisitLogOcr()
  const [starting, setStarting] = useState(false)

  const mayRead = log.can_change && log.scan !== null && log.status !== 'processed'
  const current = reading.data ?? null
  const busy = current?.status === 'queued' || current?.status === 'reading'

  async function start() {
    setStarting(true)
    try {
      const answer = await startVisitLogOcr(log.id)
      queryClient.setQueryData(visitLogOcrQuery(log.id).queryKey, answer.reading)
    } catch (error) {
      showSnackbar(describeError(i18n, error), 'error')
    } finally {
      setStarting(false)
    }
  }
  if (!mayRead && !current) return null
  return (
    <Stack gap="3" as="section" aria-labelledby={`ocr-${log.id}`}>
      <Heading size="md" id={`ocr-${log.id}`}>{t`Lectura con OCR`}</Heading>
      {mayRead && !busy && current?.status !== 'proposed' ? (
        <HStack>
          <Button size="sm" variant="outline" loading={starting} loadingText={t`Leer con OCR`} onClick={() => void start()}>
            {t`Leer con OCR`}
          </Button>
        </HStack>
      ) : null}
      {current && busy ? <ReadingProgress reading={current} /> : null}
      {current?.status === 'failed' ? (
        <Text role="alert">{i18n._(FAILURE_WORDS[current.error_code as keyof typeof FAILURE_WORDS] ?? FAILURE_WORDS.ocr_failed)}</Text>
      ) : null}
      {current?.status === 'confirmed' ? (
        <Text>{t`Visitas confirmadas: ${current.confirmed_visits ?? 0} en ${current.confirmed_sessions ?? 0} sesiones.`}</Text>
      ) : null}
      {current?.status === 'proposed' ? <ProposedRows key={current.id} log={log} reading={current} onRestart={mayRead ? () => void start() : undefined} /> : null}
    </Stack>
  )
}

function ReadingProgress({ reading }: { reading: OcrReading }) {
  const { t } = useLingui()
  const percent = Math.round(reading.progress * 100)
  const label = reading.status === 'queued' ? t`En cola para leer` : t`Leyendo el documento`
  return (
    <Stack gap="1">
      <Text textStyle="sm">
        {label} · {percent} %
      </Text>
      <Box role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} bg="gray.100" borderRadius="full" h="2" overflow="hidden">
        <Box bg="brand.solid" h="full" w={`${percent}%`} transition="width 0.2s" />
      </Box>
    </Stack>
  )
}

function ProposedRows({ log, reading, onRestart }: { log: VisitLog; reading: OcrReading; onRestart: (() => void) | undefined }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const confirmVisitLogOcr = useConfirmVisitLogOcr()
  const legendId = useId()
  const [rows, setRows] = useState<EditRow[]>(() => reading.rows.map(editRowOf))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  // Only the holder may mark the log processed: the same person confirms its visits.
  const holder = log.allowed_actions.some((action) => action === MARK_PROCESSED)
  const flaggedCount = rows.filter((row) => row.flagged.date || row.flagged.time || row.flagged.sie_number).length

  function change(index: number, column: Column, value: string) {
    setRows((all) => all.map((row, at) => (at === index ? { ...row, [column]: value, flagged: { ...row.flagged, [column]: false } } : row)))
  }

  async function confirm() {
    setSaving(true)
    setErrors({})
    try {
      const sent: OcrConfirmRow[] = rows.map(({ date, time, sie_number }) => ({ date, time, sie_number: sie_number.trim() }))
      const result = await confirmVisitLogOcr(log.id, reading.id, log.hash, sent)
      queryClient.setQueryData(visitLogQuery(log.id).queryKey, result.log)
      showSnackbar(t`Se registraron ${result.visits} visitas.`, 'success')
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) setErrors(error.body.errors)
      showSnackbar(describeError(i18n, error), 'error')
    } finally {
      setSaving(false)
    }
  }

  const cell = (row: EditRow, index: number, column: Column, label: string, type: string) => {
    const error = errors[`rows.${index}.${column}`]
    const flagged = row.flagged[column]
    const noteId = `${legendId}-${index}-${column}`
    return (
      <Td>
        <Stack gap="0.5">
          <Input
            size="sm"
            type={type}
            value={row[column]}
            aria-label={`${label} ${index + 1}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={flagged || error ? noteId : undefined}
            borderWidth={flagged || error ? '2px' : undefined}
            borderColor={error ? 'border.error' : flagged ? 'orange.500' : undefined}
            inputMode={column === 'sie_number' ? 'numeric' : undefined}
            onChange={(event) => change(index, column, event.currentTarget.value)}
          />
          {flagged || error ? (
            <Text id={noteId} textStyle="xs" fontWeight="semibold" color={error ? 'fg.error' : 'orange.700'}>
              {error
                ? describeFieldError(i18n, error, FIELD_WORDS)
                : t`⚠ Revisar (confianza ${Math.round(row.confidence[column] * 100)} %)`}
            </Text>
          ) : null}
        </Stack>
      </Td>
    )
  }

  return (
    <Stack gap="3">
      <Text id={legendId} textStyle="sm">
        {t`Filas propuestas: ${rows.length}. Revise los campos marcados «Revisar» (leídos con poca confianza: ${flaggedCount} filas). Nada se registra hasta que confirme.`}
        {reading.seconds !== null ? ` ${t`Lectura: ${reading.seconds} s, ${reading.pages ?? 1} página(s).`}` : ''}
      </Text>
      <ScrollRegion label={t`Visitas propuestas por OCR`}>
        <Table aria-label={t`Visitas propuestas por OCR`}>
          <thead>
            <tr>
              <Th>{t`Fecha`}</Th>
              <Th>{t`Hora`}</Th>
              <Th>{t`Número SIE`}</Th>
              <Th>{t`Estudiante`}</Th>
              <Th>
                <chakra.span srOnly>{t`Quitar`}</chakra.span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                {cell(row, index, 'date', t`Fecha`, 'date')}
                {cell(row, index, 'time', t`Hora`, 'time')}
                {cell(row, index, 'sie_number', t`Número SIE`, 'text')}
                <Td>{row.student_name ?? t`Sin identificar`}</Td>
                <Td>
                  <Button size="xs" variant="ghost" aria-label={t`Quitar la fila ${index + 1}`} onClick={() => setRows((all) => all.filter((_, at) => at !== index))}>
                    {t`Quitar`}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            setRows((all) => [
              ...all,
              { key: `new-${all.length}-${Date.now()}`, date: '', time: '', sie_number: '', flagged: { date: false, time: false, sie_number: false }, confidence: { date: 1, time: 1, sie_number: 1 }, student_name: null },
            ])
          }
        >
          {t`Añadir fila`}
        </Button>
        {holder ? (
          <Button size="sm" loading={saving} loadingText={t`Confirmando`} disabled={rows.length === 0} onClick={() => void confirm()}>
            {t`Confirmar visitas`}
          </Button>
        ) : (
          <Text textStyle="sm">{t`Reclame el registro para confirmar las visitas.`}</Text>
        )}
        {onRestart ? (
          <Button size="sm" variant="ghost" onClick={onRestart}>
            {t`Leer de nuevo`}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  )
}
