import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../../components/loader'
import { Page } from '../../../components/page'
import { formatMonth } from '../../../kit/words/format-month'
import { useSessionLookups } from '../lookups'
import { useSessionsBetween } from '../queries'
import { historyMonths, type HistoryMonth } from './month-groups'
import { MonthSessions } from './MonthSessions'
import { useServerMonths } from './use-server-history'

/** /provider/service-sessions/history: the months with sessions, and one month's sessions by day. */
export function SessionHistory({
  providerId,
  month,
  onMonth,
}: {
  providerId: number
  month: string | undefined
  onMonth: (month: string | undefined) => void
}) {
  const { t } = useLingui()
  const lookups = useSessionLookups(providerId)
  if (month) return lookups ? <MonthSessions providerId={providerId} monthId={month} lookups={lookups} onBack={() => onMonth(undefined)} /> : <Loader />
  return (
    <Page title={t`Historial de sesiones`}>
      <MonthList providerId={providerId} onMonth={onMonth} />
    </Page>
  )
}

function MonthList({ providerId, onMonth }: { providerId: number; onMonth: (month: string) => void }) {
  const { t } = useLingui()
  // Every session the device keeps (the replica holds about two months, plus unsent changes).
  const local = useSessionsBetween(providerId, '0000-01-01', '9999-12-31')
  const server = useServerMonths(providerId)
  if (!local) return <Loader type="inline" />
  const months = historyMonths(local, server.data ?? null)
  return (
    <Stack gap="3">
      {server.error && !server.data ? (
        <Text role="status" bg="gray.100" borderRadius="md" px="4" py="2">
          {t`Sin conexión con la oficina: se muestran solo las sesiones guardadas en este dispositivo.`}
        </Text>
      ) : null}
      {months.length === 0 ? (
        server.isLoading ? (
          <Loader type="inline" />
        ) : (
          <Text color="fg.muted">{t`Aún no hay sesiones registradas.`}</Text>
        )
      ) : (
        <Stack as="ul" gap="3" ps="0" listStyleType="none" aria-label={t`Meses`}>
          {months.map((month) => (
            <li key={month.monthId}>
              <MonthCard month={month} onOpen={() => onMonth(month.monthId)} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** "63 h 30 min", "45 min", "2 h": a length of time as people say it (the same in both languages). */
export function hoursAndMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return `${minutes} min`
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`
}

function MonthCard({ month, onOpen }: { month: HistoryMonth; onOpen: () => void }) {
  const { t } = useLingui()
  const name = formatMonth(month.monthId)
  const { onDevice, unsent, server } = month
  const sessions = server?.sessions ?? onDevice
  const visits = server?.visits
  const minutes = server?.minutes
  // Hours first: "63 h 30 min" reads at a glance where "3810 minutos" must be worked out.
  const time = minutes === undefined ? '' : hoursAndMinutes(minutes)
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            <Button variant="plain" colorPalette="brand" p="0" h="auto" textStyle="lg" onClick={onOpen}>
              {name}
            </Button>
          </Heading>
          {unsent > 0 ? <Text textStyle="sm" color="brand.fg">{t`${unsent} sin enviar`}</Text> : null}
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          {visits !== undefined && minutes !== undefined
            ? t`${plural(sessions, { one: '# sesión', other: '# sesiones' })} · ${plural(visits, { one: '# visita', other: '# visitas' })} · ${time} de servicio (${plural(minutes, { one: '# minuto', other: '# minutos' })})`
            : t`${plural(sessions, { one: '# sesión en este dispositivo', other: '# sesiones en este dispositivo' })}`}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}
