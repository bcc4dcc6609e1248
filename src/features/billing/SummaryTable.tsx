import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DataTable, type DataColumn } from '../../components/data-table'
import type { PeriodSummary, SummaryLine } from '../../domain/billing/api'

/** Per customer and provider: visits due, recorded and still missing in the period. */
export function SummaryTable({ summary }: { summary: PeriodSummary }) {
  const { t } = useLingui()
  const columns: DataColumn<SummaryLine>[] = [
    { key: 'customer', header: t`Cliente`, cell: (line) => line.customer_name },
    {
      key: 'provider',
      header: t`Proveedor`,
      cell: (line) =>
        line.provider_id === null ? (
          <Text color="fg.muted">{t`Sin asignar`}</Text>
        ) : (
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/billing/periods/$periodId/providers/$providerId" params={{ periodId: String(summary.period.id), providerId: String(line.provider_id) }}>
              {line.provider_name}
            </Link>
          </ChakraLink>
        ),
    },
    { key: 'referrals', header: t`Referidos`, numeric: true, cell: (line) => line.referrals },
    { key: 'expected', header: t`Debidas`, numeric: true, cell: (line) => line.expected },
    { key: 'recorded', header: t`Registradas`, numeric: true, cell: (line) => line.recorded },
    { key: 'missing', header: t`Faltan`, numeric: true, cell: (line) => (line.missing > 0 ? <Text as="strong" color="fg.error">{line.missing}</Text> : 0) },
  ]
  return (
    <>
      <Text>
        {t`Total del periodo: ${summary.totals.recorded} registradas de ${summary.totals.expected} debidas; faltan ${summary.totals.missing}.`}
      </Text>
      <DataTable
        caption={t`Visitas por cliente y proveedor`}
        columns={columns}
        rows={summary.lines}
        rowKey={(line) => `${line.customer_id}:${line.provider_id ?? ''}`}
        empty={<Text color="fg.muted">{t`Ningún referido en vigor en este periodo.`}</Text>}
      />
    </>
  )
}
