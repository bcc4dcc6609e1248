import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Table } from '../../components/plain-table'
import { ScrollRegion } from '../../components/scroll-region'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-constants'
import { formatCents } from '../../domain/money/money'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate } from '../../kit/words/format-date'
import { useLegacyPayments } from './api/batches'

/** /providers/{providerId}/legacy-payments: what the old system paid this provider (read-only). */
export function LegacyPayments({ providerId }: { providerId: number }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const payments = useLegacyPayments(providerId, page)
  const total = payments.data?.total ?? 0
  const name = payments.data?.items[0]?.provider_name
  return (
    <Page title={name ? t`Pagos del sistema anterior: ${name}` : t`Pagos del sistema anterior`}>
      <Stack gap="4">
        {payments.isPending ? <Loader /> : null}
        {payments.isError ? <Text role="alert">{describeError(i18n, payments.error)}</Text> : null}
        {payments.data?.items.length === 0 ? <Text color="fg.muted">{t`No hay pagos del sistema anterior.`}</Text> : null}
        {payments.data && payments.data.items.length > 0 ? (
          <ScrollRegion label={t`Pagos del sistema anterior`}>
            <Table.Root>
              <Table.Caption>{t`Pagos del sistema anterior`}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Fecha`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Referencia`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Periodo`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Descripción`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Forma de pago`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Monto`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {payments.data.items.map((payment) => (
                  <Table.Row key={payment.id}>
                    <Table.Cell>{formatDate(payment.paid_on)}</Table.Cell>
                    <Table.Cell>{payment.legacy_reference}</Table.Cell>
                    <Table.Cell>{payment.period_label}</Table.Cell>
                    <Table.Cell>{payment.description}</Table.Cell>
                    <Table.Cell>{payment.method}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(payment.amount_cents)}</Table.Cell>
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
