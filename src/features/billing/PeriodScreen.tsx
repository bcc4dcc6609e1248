import { Button, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DetailsGrid } from '../../components/details-list'
import { Page } from '../../components/page'
import { useDownload } from '../../kit/office/use-download'
import { usePeriod, usePeriodSummary } from './api/periods'
import { periodDates, PeriodStatusBadge } from './period-views'
import { QueryStatus } from '../../kit/office/QueryStatus'
import { PeriodScrubber } from './scrubber/PeriodScrubber'
import { PeriodAttention } from './scrubber/PeriodAttention'
import { SummaryTable } from './SummaryTable'
import { count } from './format-count'

/**
 * /billing/periods/{periodId}: first what needs attention (the lock and the scrubber's findings
 * by rule, linking down to them), then the period's totals and its summary per customer and
 * provider, then the findings themselves.
 */
export function PeriodScreen({ periodId }: { periodId: number }) {
  const { t } = useLingui()
  const period = usePeriod(periodId)
  const summary = usePeriodSummary(periodId)
  const audit = useDownload()
  return (
    <Page
      title={period.data ? t`Periodo ${period.data.name}` : t`Periodo`}
      actions={
        <HStack gap="4" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <Link to="/billing/periods/$periodId/imports/{-$importId}" params={{ periodId: String(periodId) }}>{t`Importaciones de visitas`}</Link>
          </Button>
          {/* GET /service-visits/periods/{id}/audit: the period's visits-logging audit workbook. */}
          <Button size="sm" variant="outline" loading={audit.downloading} loadingText={t`Descargando…`} onClick={() => void audit.download(auditPath(periodId), auditFileName(periodId))}>
            {t`Auditoría del periodo (xlsx)`}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <PeriodAttention periodId={periodId} />
        <QueryStatus query={period}>
          {(data) => (
            <DetailsGrid
              fields={[
                [t`Fechas`, periodDates(data)],
                [t`Estado`, <PeriodStatusBadge key="status" status={data.status} />],
                [t`Referidos en vigor`, count(data.totals.referrals)],
                [t`Visitas debidas`, count(data.totals.expected)],
                [t`Visitas registradas`, count(data.totals.recorded)],
                [t`Visitas que faltan`, count(data.totals.missing)],
                [t`Visitas de más`, count(data.totals.extra)],
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

// eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
const auditPath = (periodId: number) => `/service-visits/periods/${periodId}/audit`
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, used only when the server sends none
const auditFileName = (periodId: number) => `auditoria-periodo-${periodId}.xlsx`
