import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProviderScheduleSlot } from '../../domain/referrals/types'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Page } from '../../components/page'
import { useProvider } from '../../kit/lookups/get-provider'
import { PendingPage, ProblemAlert } from '../../kit/errors/PendingPage'
import { useDaysOfWeek, useProviderWeek, useTimeSlots, type DayOfWeek, type TimeSlot } from './api/provider-week'
import { BackToWeek } from './BackToWeek'
import { ScheduleEntry, useCanWriteSchedules } from './ScheduleEntry'
import { weekGrid } from './week-grid'

const slotLabel = (slot: TimeSlot) => `${slot.name} (${slot.start_time.slice(0, 5)}–${slot.end_time.slice(0, 5)})`

/**
 * /providers/{providerId}/service-schedule/{slotId?}: one time slot of the provider's week — which
 * referrals occupy it on each day, free days marked — where an entry is moved to another slot or
 * day, or ended. Without a slot, the day's slots with how many of her sessions each holds.
 */
export function ProviderSlotScreen({ providerId, slotId }: { providerId: number; slotId?: number }) {
  const { t } = useLingui()
  const provider = useProvider(providerId)
  const week = useProviderWeek(providerId)
  const slots = useTimeSlots()
  const days = useDaysOfWeek()
  const canWrite = useCanWriteSchedules()
  const slot = slotId === undefined ? undefined : slots.data?.find((item) => item.id === slotId)
  const name = provider.data?.name
  const title = slot && name ? t`${slotLabel(slot)} de ${name}` : name ? t`Bloques de horario de ${name}` : t`Bloques de horario`
  const back = <BackToWeek providerId={providerId} />
  const error = week.error ?? slots.error ?? days.error
  if (error || !week.data || !slots.data || !days.data || canWrite === undefined) {
    return <PendingPage title={title} actions={back} error={error} />
  }
  const rows = weekGrid(slots.data, week.data)
  if (slotId === undefined) {
    const columns: DataColumn<TimeSlot>[] = [
      {
        key: 'slot',
        header: t`Bloque de horario`,
        cell: (row) => (
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/providers/$providerId/service-schedule/{-$slotId}" params={{ providerId: String(providerId), slotId: String(row.id) }}>
              {slotLabel(row)}
            </Link>
          </ChakraLink>
        ),
      },
      {
        key: 'count',
        header: t`Sesiones semanales`,
        numeric: true,
        cell: (row) => [...(rows.find((item) => item.slot?.id === row.id)?.byDay.values() ?? [])].reduce((sum, entries) => sum + entries.length, 0),
      },
    ]
    return (
      <Page title={title} actions={back}>
        <DataTable caption={t`Bloques de horario`} columns={columns} rows={slots.data} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`No hay bloques de horario.`}</Text>} />
      </Page>
    )
  }
  if (!slot) {
    return (
      <Page title={title} actions={back}>
        <ProblemAlert>{t`No se encontró lo que busca.`}</ProblemAlert>
      </Page>
    )
  }
  const byDay = rows.find((row) => row.slot?.id === slot.id)?.byDay ?? new Map<number, ProviderScheduleSlot[]>()
  const used = new Set(week.data.map((entry) => entry.day_of_week_id))
  // The school week, and a weekend day only when something is scheduled on it (as the week grid).
  const shownDays = days.data.filter((day, index) => index < 5 || used.has(day.id))
  const columns: DataColumn<DayOfWeek>[] = [
    {
      key: 'day',
      header: t`Día`,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/providers/$providerId/service-schedule/day-of-week/$dayOfWeek" params={{ providerId: String(providerId), dayOfWeek: String(row.id) }}>
            {row.name}
          </Link>
        </ChakraLink>
      ),
    },
    {
      key: 'entries',
      header: t`Referidos`,
      cell: (row) => {
        const entries = byDay.get(row.id) ?? []
        return entries.length === 0 ? <Text color="fg.muted">{t`Libre`}</Text> : entries.map((entry) => <ScheduleEntry key={entry.id} entry={entry} canWrite={canWrite === true} />)
      },
    },
  ]
  return (
    <Page title={title} actions={back}>
      <Stack gap="3">
        <DataTable caption={t`Referidos en este bloque`} columns={columns} rows={shownDays} rowKey={(row) => String(row.id)} empty={null} />
      </Stack>
    </Page>
  )
}
