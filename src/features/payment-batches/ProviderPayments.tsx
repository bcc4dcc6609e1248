import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Table } from '../../components/plain-table'
import { ScrollRegion } from '../../components/scroll-region'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { formatCents } from '../../domain/money/money'
import { useDownload } from '../../kit/office/use-download'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate } from '../../kit/words/format-date'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { fileNames, stubPath, STUBS_PATH, useMyPayments } from './api/batches'
import { PAYMENT_TONES } from './batch-views'

/**
 * /provider/payments: the provider's own payments (the server answers hers only), newest first,
 * each with its pay stub as PDF, and all her stubs in one file.
 */
export function ProviderPayments() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const payments = useMyPayments(page)
  const stub = useDownload()
  const all = useDownload()
  const total = payments.data?.total ?? 0

  return (
    <Page
      title={t`Mis pagos`}
      actions={
        total > 0 ? (
          <Button size="sm" variant="outline" loading={all.downloading} loadingText={t`Descargando…`} onClick={() => void all.download(STUBS_PATH, fileNames.stubs)}>
            {t`Todos los comprobantes (PDF)`}
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
        {payments.isPending ? <Loader /> : null}
        {payments.isError ? <Text role="alert">{describeError(i18n, payments.error)}</Text> : null}
        {payments.data?.items.length === 0 ? <Text color="fg.muted">{t`Todavía no tiene pagos.`}</Text> : null}
        {payments.data && payments.data.items.length > 0 ? (
          <ScrollRegion label={t`Mis pagos`}>
            <Table.Root>
              <Table.Caption>{t`Mis pagos`}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Periodo`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Fecha de pago`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Cuenta`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Monto`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Estado`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Comprobante`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {payments.data.items.map((payment) => (
                  <Table.Row key={payment.id}>
                    <Table.Cell>{payment.period_name}</Table.Cell>
                    <Table.Cell>{formatDate((payment.paid_at ?? payment.effective_date).slice(0, 10))}</Table.Cell>
                    <Table.Cell>{payment.account_masked ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(payment.amount_cents)}</Table.Cell>
                    <Table.Cell>
                      <WorkflowStatusBadge status={payment.status} name={payment.status_name} tones={PAYMENT_TONES} />
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`PDF del comprobante del pago ${payment.id}`}
                        onClick={() => void stub.download(stubPath(payment.id), fileNames.stub(payment.id))}
                      >
                        {t`PDF`}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        ) : null}
        {total > PAGE_SIZE_DEFAULT ? (
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t`Anterior`}
            </Button>
            <Button size="sm" variant="outline" disabled={page * PAGE_SIZE_DEFAULT >= total} onClick={() => setPage(page + 1)}>
              {t`Siguiente`}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Page>
  )
}
