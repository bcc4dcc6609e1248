import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Page } from '../../components/page'
import { useProvider } from '../../kit/lookups/get-provider'
import { PendingPage, ProblemAlert } from '../../kit/errors/PendingPage'
import { useDaysOfWeek, useProviderDay, useTimeSlots } from './api/provider-week'
import { BackToWeek } from './BackToWeek'
import { ScheduleEntry, useCanWriteSchedules } from './ScheduleEntry'
import { weekGrid, type WeekRow } from './week-grid'

/**
 * /providers/{providerId}/service-schedule/day-of-week/{dayOfWeek}: the provider's schedule on
 * one weekday, time slot by time slot, free ones marked; each slot opens what occupies it all week.
 */
export function ProviderDayScreen({ providerId, dayId }: { providerId: number; dayId: number }) {
  const { t } = useLingui()
  const provider = useProvider(providerId)
  const day = useProviderDay(providerId, dayId)
  const slots = useTimeSlots()
  const days = useDaysOfWeek()
  const canWrite = useCanWriteSchedules()
  const dayName = days.data?.find((item) => item.id === dayId)?.name
  const title = provider.data && dayName ? t`${dayName} de ${provider.data.name}` : t`Horario del día`
  const back = <BackToWeek providerId={providerId} />
  const error = day.error ?? slots.error ?? days.error
  if (error || !day.data || !slots.data || !days.data || canWrite === undefined) {
    return <PendingPage title={title} actions={back} error={error} />
  }
  if (!dayName) {
    return (
      <Page title={title} actions={back}>
        <ProblemAlert>{t`No se encontró lo que busca.`}</ProblemAlert>
      </Page>
    )
  }
  const rows = weekGrid(slots.data, day.data)
  const columns: DataColumn<WeekRow>[] = [
    {
      key: 'slot',
      header: t`Bloque de horario`,
      cell: (row) =>
        row.slot ? (
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/providers/$providerId/service-schedule/{-$slotId}" params={{ providerId: String(providerId), slotId: String(row.slot.id) }}>
              {`${row.slot.name} (${row.slot.start_time.slice(0, 5)}–${row.slot.end_time.slice(0, 5)})`}
            </Link>
          </ChakraLink>
        ) : (
          t`Otros horarios`
        ),
    },
    {
      key: 'entries',
      header: t`Referidos`,
      cell: (row) => {
        const entries = row.byDay.get(dayId) ?? []
        return entries.length === 0 ? <Text color="fg.muted">{t`Libre`}</Text> : entries.map((entry) => <ScheduleEntry key={entry.id} entry={entry} canWrite={canWrite === true} />)
      },
    },
  ]
  return (
    <Page title={title} actions={back}>
      <Stack gap="3">
        <Text color="fg.muted">{t`${day.data.length} sesiones este día.`}</Text>
        <DataTable caption={t`Horario del ${dayName}`} columns={columns} rows={rows} rowKey={(row) => String(row.slot?.id ?? 'other')} empty={null} />
      </Stack>
    </Page>
  )
}
