import { Field, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { usePeriods, usePeriodSummary, useBillingYears } from './api/periods'
import { periodDates } from './period-views'
import { QueryStatus } from '../../kit/office/QueryStatus'
import { SummaryTable } from './SummaryTable'

const route = getRouteApi('/billing/')

/**
 * /billing: the clerk picks a period of the current academic year (today's, unless the address
 * names another) and sees per customer and provider the visits recorded and still missing.
 */
export function BillingHome() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/billing/' })
  const years = useBillingYears()
  const current = years.data?.find((year) => year.delta === 0)
  const periods = usePeriods({ academic_year_id: current?.id, page_size: 50 }, current !== undefined)
  const items = periods.data?.items ?? []
  const chosen = search.period_id ?? items.find((period) => period.current)?.id ?? items.at(-1)?.id
  const summary = usePeriodSummary(chosen)
  return (
    <Page title={t`Facturación`}>
      <Stack gap="4">
        <Field.Root maxW="sm">
          <Field.Label>{t`Periodo`}</Field.Label>
          <PlainSelect
            value={chosen ?? ''}
            onChange={(event) => void navigate({ search: { period_id: event.currentTarget.value ? Number(event.currentTarget.value) : undefined } })}
          >
            {items.map((period) => (
              <option key={period.id} value={period.id}>
                {`${period.name} (${periodDates(period)})`}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {chosen === undefined ? null : <QueryStatus query={summary}>{(data) => <SummaryTable summary={data} />}</QueryStatus>}
      </Stack>
    </Page>
  )
}
