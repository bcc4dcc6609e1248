import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { StatusBadge } from '../../components/status-badge'
import { companyToday } from '../../domain/rules/company-time'
import { shiftWeek, weekRange } from '../../domain/rules/week-range'
import { formatDate, formatLongDate } from '../../kit/words/format-date'
import { APPOINTMENT_TONES, appointmentStatusWord } from './appointment-words'
import { ownReferralsOwner, useReplicaAppointmentsBetween } from './queries'

/**
 * "Citas": the provider's appointments of one week, Monday to Sunday (spec §9, the week-range
 * helper), day by day, from the device (offline too). The week is in the address.
 */
export function AppointmentsWeek({ providerId, week }: { providerId: number; week: string | undefined }) {
  const { t, i18n } = useLingui()
  const today = companyToday()
  const range = weekRange(week ?? today)
  const appointments = useReplicaAppointmentsBetween(ownReferralsOwner(providerId), range.start, range.end)
  const from = formatDate(range.start)
  const to = formatDate(range.end)
  return (
    <Page title={t`Citas`}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontWeight="semibold">{t`Semana del ${from} al ${to}`}</Text>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <Link to="/provider/appointments" search={{ week: shiftWeek(range.start, -1).start }}>
              {t`Semana anterior`}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/provider/appointments" search={{}}>
              {t`Esta semana`}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/provider/appointments" search={{ week: shiftWeek(range.start, 1).start }}>
              {t`Semana siguiente`}
            </Link>
          </Button>
        </HStack>
      </Flex>
      {!appointments ? (
        <Loader type="inline" />
      ) : (
        range.days.map((day) => {
          const ofDay = appointments.filter((appointment) => appointment.date === day)
          const heading = formatLongDate(day)
          return (
            <Stack as="section" key={day} aria-label={heading} gap="2">
              <Heading as="h2" size="sm" color={day === today ? 'brand.fg' : undefined}>
                {heading}
              </Heading>
              {ofDay.length === 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  {t`Sin citas.`}
                </Text>
              ) : (
                <Stack as="ul" ps="0" listStyleType="none" gap="2">
                  {ofDay.map((appointment) => (
                    <li key={appointment.id}>
                      <Card.Root variant="outline" size="sm">
                        <Card.Body>
                          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                            <Link
                              to="/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}"
                              params={{
                                studentId: String(appointment.student_id),
                                referralId: String(appointment.referral_id),
                                appointmentId: String(appointment.id),
                              }}
                            >
                              <Text as="span" color="brand.fg" textDecoration="underline">
                                {`${appointment.start_time} · ${appointment.student_name}`}
                              </Text>
                            </Link>
                            <StatusBadge tone={APPOINTMENT_TONES[appointment.status]}>{appointmentStatusWord(i18n, appointment.status)}</StatusBadge>
                          </Flex>
                        </Card.Body>
                      </Card.Root>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          )
        })
      )}
    </Page>
  )
}
