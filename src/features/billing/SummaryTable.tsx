import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DataTable, type DataColumn } from '../../components/data-table'
import type { PeriodSummary } from '../../domain/billing/api'
import { CountsRule } from './CountsRule'
import { count } from './format-count'
import { missingWithoutProvider, summaryRows, type SummaryRow } from './summary-rows'

/**
 * Per customer and provider: visits due, recorded, missing and recorded beyond those due, with
 * each customer's subtotal and the period's total as rows, and the rule that relates them.
 */
export function SummaryTable({ summary }: { summary: PeriodSummary }) {
  const { t } = useLingui()
  const customerTotal = (customer: string) => t`Total ${customer}`
  const strong = (row: SummaryRow, value: ReactNode) => (row.kind === 'line' ? value : <Text as="strong">{value}</Text>)
  const columns: DataColumn<SummaryRow>[] = [
    {
      key: 'customer',
      header: t`Cliente`,
      cell: (row) => (row.kind === 'line' ? row.line.customer_name : row.kind === 'customer' ? strong(row, customerTotal(row.customer_name)) : strong(row, t`Total del periodo`)),
    },
    {
      key: 'provider',
      header: t`Proveedor`,
      cell: (row) =>
        row.kind !== 'line' ? null : row.line.provider_id === null ? (
          <Text color="fg.muted">{t`Sin asignar (espera proveedor)`}</Text>
        ) : (
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/billing/periods/$periodId/providers/$providerId" params={{ periodId: String(summary.period.id), providerId: String(row.line.provider_id) }}>
              {row.line.provider_name}
            </Link>
          </ChakraLink>
        ),
    },
    { key: 'referrals', header: t`Referidos`, numeric: true, cell: (row) => strong(row, count(row.counts.referrals)) },
    { key: 'expected', header: t`Debidas`, numeric: true, cell: (row) => strong(row, count(row.counts.expected)) },
    { key: 'recorded', header: t`Registradas`, numeric: true, cell: (row) => strong(row, count(row.counts.recorded)) },
    {
      key: 'missing',
      header: t`Faltan`,
      numeric: true,
      cell: (row) => (row.counts.missing > 0 ? <Text as="strong" color="fg.error">{count(row.counts.missing)}</Text> : strong(row, 0)),
    },
    { key: 'extra', header: t`De más`, numeric: true, cell: (row) => strong(row, count(row.counts.extra)) },
  ]
  const waiting = missingWithoutProvider(summary.lines)
  const waitingCount = count(waiting)
  return (
    <Stack gap="2">
      <CountsRule counts={summary.totals} />
      {waiting > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t`De las que faltan, ${waitingCount} son de referidos sin proveedor asignado: esperan un proveedor, no son visitas que un proveedor dejó de registrar.`}
        </Text>
      ) : null}
      <DataTable
        caption={t`Visitas por cliente y proveedor`}
        columns={columns}
        rows={summaryRows(summary.lines)}
        rowKey={(row) => row.key}
        empty={<Text color="fg.muted">{t`Ningún referido en vigor en este periodo.`}</Text>}
      />
    </Stack>
  )
}
