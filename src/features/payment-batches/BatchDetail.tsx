import { Alert, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Table } from '../../components/plain-table'
import { ScrollRegion } from '../../components/scroll-region'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { DetailsGrid } from '../../components/details-list'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { formatCents } from '../../domain/money/money'
import type { PaymentBatch, ProviderPayment } from '../../domain/payments/types'
import { useDownload } from '../../kit/office/use-download'
import { BILLS } from '../provider-bills/api/bills'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate, formatDateTime } from '../../kit/words/format-date'
import { DocumentConflict } from '../../kit/workflow/DocumentConflict'
import { EventsTimeline } from '../../kit/workflow/EventsTimeline'
import { WorkflowActions } from '../../kit/workflow/WorkflowActions'
import { useDocumentChange } from '../../kit/workflow/use-document-change'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import {
  fileNames,
  batchQuery,
  changeBatchOwner,
  deleteBatch,
  PAYMENTS,
  removePayment,
  reportPath,
  runBatchAction,
  stubPath,
  useBatch,
  useBatchEvents,
  useBatchOwners,
  useAchDownload,
  useBatchPayments,
} from './api/batches'
import { BATCH_TONES, batchActionLabel, batchActions, batchRefusal, PAYMENT_TONES } from './batch-views'

/**
 * One payment batch: its fields and totals, the actions the server allows this person now (the
 * one who submitted it is never offered the approval), the ACH file for whoever processes it,
 * the PDF report, its payments with their stubs, the owner, and its history.
 */
export function BatchDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const batch = useBatch(id)
  const events = useBatchEvents(id)
  const payments = useBatchPayments(id)
  const owners = useBatchOwners()
  const ach = useAchDownload(id)
  const report = useDownload()
  const stub = useDownload()
  // A batch's actions change its bills too (processed marks them paid): both lists refresh. A
  // 409 on one of its payments answers with the payment, not the batch.
  const edits = useDocumentChange<PaymentBatch>({
    queryKey: batchQuery(id).queryKey,
    stale: [PAYMENTS, BILLS],
    refusal: batchRefusal,
    isDocument: (now) => 'payment_count' in now,
  })
  const [owner, setOwner] = useState('')
  const [deleting, setDeleting] = useState(false)
  const [removing, setRemoving] = useState<ProviderPayment | null>(null)

  if (batch.isPending) return <Loader />
  if (batch.isError) {
    return (
      <Page title={t`Lote de pago`}>
        <Text role="alert">{describeError(i18n, batch.error)}</Text>
      </Page>
    )
  }
  const current = batch.data

  return (
    <Page title={t`Lote de pago ${current.name}`} actions={<WorkflowStatusBadge status={current.status} name={current.status_name} tones={BATCH_TONES} />}>
      <Stack gap="6">
        <DocumentConflict change={edits} />
        <BatchWaiting batch={current} />
        <DetailsGrid
          fields={[
            [t`Número`, String(current.id)],
            [t`Fecha efectiva`, formatDate(current.effective_date)],
            [t`Pagos`, String(current.payment_count)],
            [t`Total`, formatCents(current.total_cents)],
            [t`Responsable`, current.owner_name],
            [t`Enviado por`, current.submitted_by_name ?? '—'],
            [t`Aprobado por`, current.approved_by_name ?? '—'],
            [t`Procesando`, current.claimed_by_name ?? '—'],
            [t`Archivo ACH`, current.ach_generated_at ? t`${formatDateTime(current.ach_generated_at)} por ${current.ach_generated_by_name ?? ''}` : t`No generado`],
            [t`Notas`, current.notes ?? ''],
          ]}
        />
        <HStack gap="3" wrap="wrap">
          <WorkflowActions
            label={t`Acciones del lote`}
            actions={batchActions()}
            allowed={current.allowed_actions}
            onAction={(code, comment) => edits.change(() => runBatchAction(id, code, current.hash, comment), t`Listo: ${batchActionLabel(code)}.`)}
          />
          {current.can_download_ach ? (
            <Button size="sm" colorPalette="brand" variant="outline" loading={ach.downloading} loadingText={t`Descargando…`} onClick={() => void ach.downloadAch()}>
              {t`Descargar archivo ACH`}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" loading={report.downloading} loadingText={t`Descargando…`} onClick={() => void report.download(reportPath(id), fileNames.report(id))}>
            {t`Informe PDF`}
          </Button>
          {current.can_edit ? (
            <Button size="sm" colorPalette="danger" variant="outline" onClick={() => setDeleting(true)}>
              {t`Eliminar lote`}
            </Button>
          ) : null}
        </HStack>
        {current.status !== 'processed' ? (
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>{t`Nuevo responsable`}</Field.Label>
              <PlainSelect value={owner} onChange={(event) => setOwner(event.currentTarget.value)}>
                <option value="">{t`Seleccione…`}</option>
                {(owners.data ?? [])
                  .filter((option) => option.id !== current.owner_id)
                  .map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
              </PlainSelect>
            </Field.Root>
            <Button size="sm" variant="outline" disabled={owner === ''} onClick={() => void edits.change(() => changeBatchOwner(current, Number(owner)), t`Responsable cambiado.`).then(() => setOwner(''))}>
              {t`Cambiar responsable`}
            </Button>
          </HStack>
        ) : null}
        <Stack as="section" aria-label={t`Pagos del lote`} gap="2">
          <Heading as="h2" size="md">
            {t`Pagos`}
          </Heading>
          {payments.isError ? <Text role="alert">{describeError(i18n, payments.error)}</Text> : null}
          {payments.data?.items.length === 0 ? <Text color="fg.muted">{t`El lote no tiene pagos.`}</Text> : null}
          {payments.data && payments.data.items.length > 0 ? (
            <ScrollRegion label={t`Pagos del lote`}>
              <Table.Root>
                <Table.Caption>{t`Pagos del lote`}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Proveedor`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Periodo`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Cuenta`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Monto`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Estado`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Acciones`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {payments.data.items.map((payment) => (
                    <Table.Row key={payment.id}>
                      <Table.Cell>{payment.provider_name}</Table.Cell>
                      <Table.Cell>{payment.period_name}</Table.Cell>
                      <Table.Cell>{payment.account_masked ?? t`Sin cuenta`}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(payment.amount_cents)}</Table.Cell>
                      <Table.Cell>
                        <WorkflowStatusBadge status={payment.status} name={payment.status_name} tones={PAYMENT_TONES} />
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Button size="xs" variant="outline" onClick={() => void stub.download(stubPath(payment.id), fileNames.stub(payment.id))}>
                            {t`Comprobante`}
                          </Button>
                          {current.can_edit ? (
                            <Button size="xs" variant="outline" colorPalette="danger" onClick={() => setRemoving(payment)}>
                              {t`Quitar`}
                            </Button>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollRegion>
          ) : null}
        </Stack>
        <EventsTimeline events={events.data} actionLabel={batchActionLabel} />
      </Stack>
      <IrreversibleConfirm
        open={deleting}
        subject={current.name}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await edits.change(() => deleteBatch(current).then(() => null), t`Lote eliminado.`, { then: () => navigate({ to: '/finance/provider-payment-batches' }) })
        }}
      />
      <IrreversibleConfirm
        open={removing !== null}
        subject={removing ? `${removing.provider_name} · ${formatCents(removing.amount_cents)}` : ''}
        confirmLabel={t`Quitar`}
        onClose={() => setRemoving(null)}
        onConfirm={() => edits.change(async () => (removing ? (await removePayment(removing), null) : null), t`Pago quitado del lote.`)}
      />
    </Page>
  )
}

/**
 * What the batch waits for and who may move it on: an approval by another finance person than
 * the ones who made and sent it (maker–checker), since when; or a new approval after a provider's
 * bank details changed.
 */
function BatchWaiting({ batch }: { batch: PaymentBatch }) {
  const { t } = useLingui()
  if (batch.bank_account_changed) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>
          {t`La cuenta bancaria de un proveedor cambió después de la aprobación: el archivo ACH no se genera hasta que el lote se apruebe de nuevo.`}
        </Alert.Description>
      </Alert.Root>
    )
  }
  if (batch.status !== 'submitted') return null
  const since = batch.submitted_at ? formatDateTime(batch.submitted_at) : null
  const sender = batch.submitted_by_name ?? ''
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an action's code, not words
  const mayApprove = batch.allowed_actions.includes('approve')
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {since ? t`Espera aprobación desde ${since}.` : t`Espera aprobación.`}{' '}
        {mayApprove
          ? t`Usted puede aprobarlo o rechazarlo.`
          : t`Lo aprueba otra persona de Finanzas: ni quien creó el lote ni quien lo envió (${sender}).`}
      </Alert.Description>
    </Alert.Root>
  )
}
