import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../../components/loader'
import { Page } from '../../../components/page'
import { formatLongDate } from '../../../kit/words/format-date'
import { formatMonth } from '../../../kit/words/format-month'
import { SessionCard } from '../day/SessionCard'
import type { SessionLookups } from '../lookups'
import { useSessionsBetween } from '../queries'
import { sessionsByDay } from './month-groups'
import { useServerMonth } from './use-server-history'

/** One month's sessions by day, each with where it stands with the server. */
export function MonthSessions({ providerId, monthId, lookups, onBack }: { providerId: number; monthId: string; lookups: SessionLookups; onBack: () => void }) {
  const { t } = useLingui()
  const local = useSessionsBetween(providerId, `${monthId}-01`, `${monthId}-31`)
  const server = useServerMonth(providerId, monthId)
  const serverSessions = server.data?.days.flatMap((day) => day.sessions) ?? []
  const days = local ? sessionsByDay(local, serverSessions) : undefined
  return (
    <Page
      title={formatMonth(monthId)}
      actions={
        <Button variant="outline" onClick={onBack}>
          {t`Todos los meses`}
        </Button>
      }
    >
      {server.error && !server.data ? (
        <Text role="status" bg="gray.100" borderRadius="md" px="4" py="2">
          {t`Sin conexión con la oficina: se muestran solo las sesiones guardadas en este dispositivo.`}
        </Text>
      ) : null}
      {!days || (days.length === 0 && server.isLoading) ? (
        <Loader type="inline" />
      ) : days.length === 0 ? (
        <Text color="fg.muted">{t`No hay sesiones en este mes.`}</Text>
      ) : (
        days.map((day) => (
          <Stack as="section" key={day.date} gap="3" aria-label={formatLongDate(day.date)}>
            <Heading as="h2" size="md">
              {formatLongDate(day.date)}
            </Heading>
            {day.sessions.map((session) => (
              <SessionCard key={session.id} session={session} lookups={lookups} />
            ))}
          </Stack>
        ))
      )}
    </Page>
  )
}
