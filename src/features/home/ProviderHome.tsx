import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Company } from '../../domain/company'
import type { CurrentUser } from '../../domain/schemas/auth'
import { companyToday } from '../../domain/rules/company-time'
import { REFERENCE_LISTS } from '../../domain/reference'
import { Page } from '../../components/page'
import { useReferenceListsStatus } from '../../kit/lookups/use-reference-list'
import { formatDateTimeInWords, formatLongDate } from '../../kit/words/format-date'
import { HomeCards } from './HomeCards'

/** A provider's start on today: the date, the day's work, and whether the device is ready offline. */
export function ProviderHome({ user, company }: { user: CurrentUser; company: Company | null | undefined }) {
  const { t } = useLingui()
  const firstName = user.first_name
  const lists = useReferenceListsStatus()
  const today = formatLongDate(companyToday())
  const total = Object.keys(REFERENCE_LISTS).length
  const stored = lists?.stored ?? 0
  const fetchedAt = lists?.fetchedAt ? formatDateTimeInWords(lists.fetchedAt) : null
  return (
    <Page title={t`Hola, ${firstName}`}>
      <Text textStyle="lg" fontWeight="medium">
        {today}
      </Text>
      <HomeCards user={user} company={company} columns={{ base: 1, md: 2 }} testId="provider-areas" />
      {/* Below the cards: the line changes as the lists arrive, and must not move them. */}
      <Text color="fg.muted" data-testid="offline-readiness">
        {stored === total && fetchedAt
          ? t`Listas de referencia guardadas en este dispositivo (${stored} de ${total}), actualizadas el ${fetchedAt}.`
          : t`Listas de referencia en este dispositivo: ${stored} de ${total}. Se completan al tener conexión.`}
      </Text>
    </Page>
  )
}
