import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { DetailsGrid } from '../../components/details-list'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { formatCents } from '../../domain/money/money'
import type { BillExtraLine } from '../../domain/provider-bills/schemas'
import type { BillLine, ProviderBill, SkippedVisit } from '../../domain/provider-bills/types'
import { useDownload } from '../../kit/office/use-download'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate } from '../../kit/words/format-date'
import { DocumentConflict } from '../../kit/workflow/DocumentConflict'
import { EventsTimeline } from '../../kit/workflow/EventsTimeline'
import { WorkflowActions } from '../../kit/workflow/WorkflowActions'
import { useDocumentChange } from '../../kit/workflow/use-document-change'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { AddLineForm } from './AddLineForm'
import { BILLS, billPdfName, billPdfPath, billQuery, deleteBill, importPeriodServices, runBillAction, updateBill, useBill, useBillEvents } from './api/bills'
import { BillLines } from './BillLines'
import { BILL_TONES, billActionLabel, billActions, billErrorMessage, skipReasonLabel } from './bill-views'

// eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
const [IMPORT_HEADING, LINES_HEADING] = ['bill-import-heading', 'bill-lines-heading']

/** The item and adjustment lines as PUT takes them back (each keeps its id, so its price). */
function extraLinesOf(lines: BillLine[]): BillExtraLine[] {
  return lines.flatMap((line): BillExtraLine[] => {
    if (line.kind === 'item') return [{ kind: 'item', id: line.id, purchasable_item_id: line.purchasable_item_id!, quantity: line.quantity, description: line.description }]
    if (line.kind === 'adjustment') return [{ kind: 'adjustment', id: line.id, adjustment_type_id: line.adjustment_type_id!, description: line.description, amount_cents: line.amount_cents }]
    return []
  })
}

/**
 * One bill: who and which period, its lines in dollars and total, the import of the period's
 * services (with the visits it could not price), items and adjustments while it may change, the
 * actions the server allows this person now (cancel asks first), the PDF and its history. The
 * provider sees the same page, read-only, from her finance page. A refused change (409) shows
 * the bill as it is now beside the message.
 */
export function BillDetail({ id, title }: { id: number; title?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const bill = useBill(id)
  const events = useBillEvents(id)
  const { downloading, download } = useDownload()
  const edits = useDocumentChange<ProviderBill>({ queryKey: billQuery(id).queryKey, stale: [BILLS], refusal: billErrorMessage })
  const [skipped, setSkipped] = useState<SkippedVisit[] | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)

  if (bill.isPending) return <Loader />
  if (bill.isError) {
    return (
      <Page title={title ?? t`Factura`}>
        <Text role="alert">{describeError(i18n, bill.error)}</Text>
      </Page>
    )
  }
  const current = bill.data

  const runImport = () =>
    edits.change(async () => {
      const result = await importPeriodServices(current)
      setSkipped(result.skipped)
      return result.bill
    }, t`Servicios del periodo importados.`)

  const extra = extraLinesOf(current.lines ?? [])
  return (
    <Page
      title={title ?? t`Factura de ${current.provider_name}`}
      actions={<WorkflowStatusBadge status={current.status} name={current.status_name} tones={BILL_TONES} />}
    >
      <Stack gap="6">
        <DocumentConflict change={edits} />
        <DetailsGrid
          fields={[
            [t`Proveedor`, current.provider_name],
            [t`Periodo`, `${current.period_name}: ${formatDate(current.period_start)} – ${formatDate(current.period_end)}`],
            [t`Año académico`, current.academic_year_name],
            [t`Servicios`, String(current.visit_count)],
            [t`Total`, formatCents(current.total_cents)],
            [t`Comentario`, current.comment ?? ''],
          ]}
        />
        <HStack gap="3" wrap="wrap">
          <WorkflowActions
            label={t`Acciones de la factura`}
            actions={billActions()}
            allowed={current.allowed_actions}
            onAction={(code, comment) => edits.change(() => runBillAction(id, code, current.hash, comment), t`Listo: ${billActionLabel(code)}.`)}
          />
          <Button variant="outline" size="sm" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(billPdfPath(id), billPdfName(id))}>
            {t`Descargar PDF`}
          </Button>
          {current.can_delete ? (
            <Button variant="outline" size="sm" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              {t`Eliminar borrador`}
            </Button>
          ) : null}
        </HStack>
        {current.can_edit ? (
          <Stack as="section" aria-labelledby={IMPORT_HEADING} gap="3">
            <Heading as="h2" size="md" id={IMPORT_HEADING}>
              {t`Servicios del periodo`}
            </Heading>
            <Text color="fg.muted">{t`Importa las visitas ofrecidas en el periodo, cubiertas por un contrato aprobado, a la tarifa del contrato. Las que no se pueden cobrar se listan abajo.`}</Text>
            <Button alignSelf="start" colorPalette="brand" loading={edits.busy} loadingText={t`Importando…`} onClick={() => void runImport()}>
              {t`Importar servicios del periodo`}
            </Button>
            {skipped && skipped.length > 0 ? (
              <Stack gap="1" role="status">
                <Text fontWeight="semibold">{t`Visitas sin cobrar: ${skipped.length}`}</Text>
                <Stack as="ul" listStyleType="disc" ps="5" gap="0">
                  {skipped.map((visit) => (
                    <Text as="li" key={visit.visit_id}>
                      {`${formatDate(visit.service_date)} · ${visit.student_name} · ${visit.service_name} ${visit.duration_name}: `}
                      {skipReasonLabel(visit.reason)}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            ) : null}
            {skipped && skipped.length === 0 ? <Text role="status">{t`Todas las visitas del periodo tienen tarifa.`}</Text> : null}
          </Stack>
        ) : null}
        <Stack as="section" aria-labelledby={LINES_HEADING} gap="3">
          <Heading as="h2" size="md" id={LINES_HEADING}>
            {t`Líneas`}
          </Heading>
          <BillLines
            lines={current.lines ?? []}
            totalCents={current.total_cents}
            onRemove={
              current.can_edit
                ? (line) =>
                    void edits.change(
                      () =>
                        updateBill(
                          current,
                          current.comment,
                          extra.filter((kept) => kept.id !== line.id),
                        ),
                      t`Línea quitada.`,
                    )
                : undefined
            }
          />
          {current.can_edit ? <AddLineForm saving={edits.busy} onAdd={(line) => edits.change(() => updateBill(current, current.comment, [...extra, line]), t`Línea añadida.`)} /> : null}
        </Stack>
        <EventsTimeline events={events.data} actionLabel={billActionLabel} />
      </Stack>
      <IrreversibleConfirm
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await edits.change(() => deleteBill(current).then(() => null), t`Factura eliminada.`, { then: () => navigate({ to: '/finance/provider-bills' }) })
        }}
      />
    </Page>
  )
}
