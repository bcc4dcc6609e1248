import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '../../../components/status-badge'
import type { ExpectedSession } from '../../../domain/referrals/expected-sessions'
import { formatDate } from '../../../kit/words/format-date'
import type { SessionLookups } from '../lookups'

interface ExpectedSessionsProps {
  expected: ExpectedSession[]
  lookups: SessionLookups
  /** The list's heading; by default the day's own schedule ("Según su horario"). */
  heading?: string
  /** Entries of other days (the pending ones) say their date. */
  withDate?: boolean
  /** Opens the session form as this expected session's schedule says. */
  onRecord: (entry: ExpectedSession) => void
}

/**
 * The sessions the provider's referral schedules expect on the day shown, in time order (or, with
 * `withDate`, those of earlier days still to record): each one still to record offers its form in
 * one tap; one a recorded session covers says so.
 */
export function ExpectedSessions({ expected, lookups, onRecord, heading: title, withDate = false }: ExpectedSessionsProps) {
  const { t } = useLingui()
  const heading = title ?? t`Según su horario`
  const describe = (entry: ExpectedSession) => {
    const name = entry.slot.student_name
    const start = entry.slot.start_time
    const day = formatDate(entry.date)
    return withDate ? t`${name} el ${day} a las ${start}` : t`${name} a las ${start}`
  }
  if (expected.length === 0) return null
  return (
    <Stack as="section" aria-label={heading} gap="2">
      <Heading as="h2" size="md">
        {heading}
      </Heading>
      <Stack as="ul" ps="0" listStyleType="none" gap="2">
        {expected.map((entry) => (
          <li key={`${entry.date}:${entry.slot.id}`} aria-label={describe(entry)}>
            <ExpectedSessionCard entry={entry} lookups={lookups} onRecord={onRecord} withDate={withDate} />
          </li>
        ))}
      </Stack>
    </Stack>
  )
}

function ExpectedSessionCard({ entry, lookups, onRecord, withDate }: { entry: ExpectedSession; lookups: SessionLookups; onRecord: ExpectedSessionsProps['onRecord']; withDate: boolean }) {
  const { t } = useLingui()
  const { slot } = entry
  const day = formatDate(entry.date)
  const name = slot.student_name
  const start = slot.start_time
  const end = slot.end_time
  const minutes = entry.minutes
  const location = entry.location_name ?? lookups.students.find((student) => student.location_id === entry.location_id)?.location_name ?? `#${entry.location_id}`
  const recorded = entry.recorded_session_id !== null
  return (
    <Card.Root variant="outline" size="sm" data-recorded={recorded || undefined}>
      <Card.Body>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold">{withDate ? t`${day}, ${start}–${end} · ${minutes} min` : t`${start}–${end} · ${minutes} min`}</Text>
            <Text>{name}</Text>
            <Text color="fg.muted" textStyle="sm">{`${slot.service_name} · ${location}`}</Text>
          </Stack>
          {recorded ? (
            <Flex justify={{ base: 'flex-start', sm: 'flex-end' }}>
              <StatusBadge tone="success">{t`Registrada`}</StatusBadge>
            </Flex>
          ) : (
            <Button size="sm" colorPalette="brand" variant="outline" flexShrink={0} onClick={() => onRecord(entry)} aria-label={withDate ? t`Registrar sesión de ${name} del ${day} a las ${start}` : t`Registrar sesión de ${name} a las ${start}`}>
              {t`Registrar sesión`}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  )
}
