import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DetailsGrid } from '../../components/details-list'
import { Page } from '../../components/page'
import { usePeriod, usePeriodSummary } from './api/periods'
import { periodDates, PeriodStatusBadge } from './period-views'
import { QueryStatus } from './QueryStatus'
import { PeriodScrubber } from './scrubber/PeriodScrubber'
import { SummaryTable } from './SummaryTable'

/** /billing/periods/{periodId}: the period, its totals and its summary per customer and provider. */
export function PeriodScreen({ periodId }: { periodId: number }) {
  const { t } = useLingui()
  const period = usePeriod(periodId)
  const summary = usePeriodSummary(periodId)
  return (
    <Page
      title={period.data ? t`Periodo ${period.data.name}` : t`Periodo`}
      actions={<Link to="/billing/periods/$periodId/imports/{-$importId}" params={{ periodId: String(periodId) }}>{t`Importaciones de visitas`}</Link>}
    >
      <Stack gap="4">
        <QueryStatus query={period}>
          {(data) => (
            <DetailsGrid
              fields={[
                [t`Fechas`, periodDates(data)],
                [t`Estado`, <PeriodStatusBadge key="status" status={data.status} />],
                [t`Referidos en vigor`, data.totals.referrals],
                [t`Visitas debidas`, data.totals.expected],
                [t`Visitas registradas`, data.totals.recorded],
                [t`Visitas que faltan`, data.totals.missing],
              ]}
            />
          )}
        </QueryStatus>
        <QueryStatus query={summary}>{(data) => <SummaryTable summary={data} />}</QueryStatus>
        <PeriodScrubber periodId={periodId} />
      </Stack>
    </Page>
  )
}
