import { Button, chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { ScrollRegion } from '../../components/scroll-region'
import { useProvider } from '../../kit/lookups/get-provider'
import { PendingPage } from '../../kit/errors/PendingPage'
import { useDaysOfWeek, useProviderWeek, useTimeSlots } from './api/provider-week'
import { weekGrid } from './week-grid'

/** Monday to Friday: the school week (spec §9, weeks start on Monday). */
const SCHOOL_DAYS = 5

const Table = chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } })
const HeaderCell = chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px' } })
const Cell = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top', minW: '36' } })

const hhmm = (time: string) => time.slice(0, 5)

/**
 * /providers/{providerId}/service-schedule: the provider's week, built from her open referrals'
 * schedules over the day's time slots; a free slot says so. A slot is changed by changing its
 * referral's schedule (spec §7 has no call for slots themselves): each entry opens its referral,
 * each day its day (…/day-of-week/{id}) and each slot what occupies it all week (…/{slotId}),
 * where entries are moved or ended.
 */
export function ServiceScheduleScreen({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  const provider = useProvider(providerId)
  const week = useProviderWeek(providerId)
  const slots = useTimeSlots()
  const days = useDaysOfWeek()
  const title = provider.data ? t`Horario de ${provider.data.name}` : t`Horario de servicios`
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/providers/$providerId" params={{ providerId: String(providerId) }}>{t`Volver al proveedor`}</Link>
    </Button>
  )
  const error = week.error ?? slots.error ?? days.error
  if (error || !week.data || !slots.data || !days.data) {
    return <PendingPage title={title} actions={back} error={error} />
  }
  const used = new Set(week.data.map((schedule) => schedule.day_of_week_id))
  // The school week, and a weekend day only when something is scheduled on it.
  const shownDays = days.data.filter((day, index) => index < SCHOOL_DAYS || used.has(day.id))
  const rows = weekGrid(slots.data, week.data)
  return (
    <Page title={title} actions={back}>
      <Stack gap="3">
        <Text color="fg.muted">{t`${week.data.length} sesiones semanales en ${new Set(week.data.map((s) => s.referral_id)).size} referidos.`}</Text>
        <ScrollRegion label={t`Semana de servicios`} borderWidth="1px" borderRadius="md">
          <Table aria-label={t`Semana de servicios`}>
            <thead>
              <tr>
                <HeaderCell scope="col">{t`Horario`}</HeaderCell>
                {shownDays.map((day) => (
                  <HeaderCell key={day.id} scope="col">
                    <ChakraLink asChild color="brand.fg" textDecoration="underline">
                      <Link to="/providers/$providerId/service-schedule/day-of-week/$dayOfWeek" params={{ providerId: String(providerId), dayOfWeek: String(day.id) }}>
                        {day.name}
                      </Link>
                    </ChakraLink>
                  </HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slot?.id ?? 'other'}>
                  <HeaderCell scope="row" color="fg">
                    {row.slot ? (
                      <ChakraLink asChild color="brand.fg" textDecoration="underline">
                        <Link to="/providers/$providerId/service-schedule/{-$slotId}" params={{ providerId: String(providerId), slotId: String(row.slot.id) }}>
                          {`${row.slot.name} (${hhmm(row.slot.start_time)}–${hhmm(row.slot.end_time)})`}
                        </Link>
                      </ChakraLink>
                    ) : (
                      t`Otros horarios`
                    )}
                  </HeaderCell>
                  {shownDays.map((day) => {
                    const entries = row.byDay.get(day.id) ?? []
                    return (
                      <Cell key={day.id}>
                        {entries.length === 0 ? (
                          <Text color="fg.muted">{t`Libre`}</Text>
                        ) : (
                          <Stack gap="1">
                            {entries.map((entry) => (
                              <ChakraLink key={entry.id} asChild color="brand.fg" textDecoration="underline">
                                <Link to="/students/$studentId/referrals/$referralId" params={{ studentId: String(entry.student_id), referralId: String(entry.referral_id) }}>
                                  {`${hhmm(entry.start_time)} ${entry.student_name} · ${entry.service_name}`}
                                </Link>
                              </ChakraLink>
                            ))}
                          </Stack>
                        )}
                      </Cell>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Stack>
    </Page>
  )
}
