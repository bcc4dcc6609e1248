import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Loader } from '../../components/loader'
import type { ReportedMonth, ReportedVisit } from '../../domain/billing/reports'
import { QueryStatus } from '../../kit/office/QueryStatus'
import { formatMonth } from '../../kit/words/format-month'
import { formatLongDate } from '../../kit/words/format-date'
import { useReportedDays, useReportedMonths } from './api'

/** "17 h 30 min": as the session history says it (not imported: that module brings the device's session store with it). */
function hoursAndMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return `${minutes} min`
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`
}

/**
 * The provider's reported visits (spec §3, §7 `/mcg/mde`): the months she has reported visits
 * in, and for one month each day with its visits. `providerId` is left out for her own; staff
 * name the provider.
 */
export function ReportedVisits({ providerId }: { providerId?: number }) {
  const { t } = useLingui()
  const [month, setMonth] = useState<string | null>(null)
  return (
    <Stack as="section" aria-label={t`Visitas reportadas`} gap="3">
      <Heading as="h2" size="md">
        {month === null ? t`Visitas reportadas` : t`Visitas reportadas: ${formatMonth(month)}`}
      </Heading>
      {month === null ? <MonthList providerId={providerId} onOpen={setMonth} /> : <MonthDays providerId={providerId} monthId={month} onBack={() => setMonth(null)} />}
    </Stack>
  )
}

function MonthList({ providerId, onOpen }: { providerId: number | undefined; onOpen: (month: string) => void }) {
  const { t } = useLingui()
  const months = useReportedMonths(providerId)
  if (!months.data) return <Loader type="inline" />
  if (months.data.failed) return <Text color="fg.muted">{t`No se pudieron cargar las visitas reportadas; inténtelo más tarde.`}</Text>
  if (months.data.months.length === 0) return <Text color="fg.muted">{t`Aún no hay visitas reportadas.`}</Text>
  return (
    <Stack as="ul" gap="2" ps="0" listStyleType="none" aria-label={t`Meses con visitas reportadas`}>
      {months.data.months.map((row) => (
        <li key={row.month_id}>
          <MonthCard month={row} onOpen={() => onOpen(row.month_id)} />
        </li>
      ))}
    </Stack>
  )
}

function MonthCard({ month, onOpen }: { month: ReportedMonth; onOpen: () => void }) {
  const { t } = useLingui()
  const time = hoursAndMinutes(month.delivered_minutes)
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <Button variant="plain" colorPalette="brand" p="0" h="auto" justifyContent="start" textStyle="md" fontWeight="semibold" onClick={onOpen}>
          {formatMonth(month.month_id)}
        </Button>
        <Text color="fg.muted" textStyle="sm">
          {t`${plural(month.days, { one: '# día', other: '# días' })} · ${plural(month.visits, { one: '# visita', other: '# visitas' })} (${month.delivered} dadas, ${month.missed} no dadas) · ${plural(month.students, { one: '# estudiante', other: '# estudiantes' })} · ${time} de servicio`}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

function MonthDays({ providerId, monthId, onBack }: { providerId: number | undefined; monthId: string; onBack: () => void }) {
  const { t } = useLingui()
  const days = useReportedDays(monthId, providerId)
  const columns: DataColumn<ReportedVisit>[] = [
    { key: 'time', header: t`Hora`, cell: (visit) => visit.time },
    { key: 'student', header: t`Estudiante`, cell: (visit) => visit.student_name },
    { key: 'sie', header: t`SIE`, cell: (visit) => visit.sie_number },
    { key: 'service', header: t`Servicio`, cell: (visit) => visit.service_name },
    { key: 'location', header: t`Lugar`, cell: (visit) => visit.location_name },
    { key: 'outcome', header: t`Resultado`, cell: (visit) => visit.outcome },
    { key: 'minutes', header: t`Minutos`, numeric: true, cell: (visit) => (visit.delivered ? visit.minutes : '—') },
  ]
  return (
    <Stack gap="4">
      <Button alignSelf="start" size="sm" variant="outline" onClick={onBack}>
        {t`Volver a los meses`}
      </Button>
      <QueryStatus query={days}>
        {(data) =>
          data.length === 0 ? (
            <Text color="fg.muted">{t`No hay visitas reportadas en este mes.`}</Text>
          ) : (
            <Stack gap="5">
              {data.map((day) => (
                <Stack key={day.date} gap="2">
                  <Heading as="h3" size="sm">
                    {formatLongDate(day.date)}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm">
                    {t`${plural(day.delivered, { one: '# visita dada', other: '# visitas dadas' })}, ${plural(day.missed, { one: '# no dada', other: '# no dadas' })} · ${hoursAndMinutes(day.delivered_minutes)} de servicio`}
                  </Text>
                  <DataTable caption={t`Visitas del ${formatLongDate(day.date)}`} columns={columns} rows={day.visits} rowKey={(visit) => visit.id} empty={null} />
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryStatus>
    </Stack>
  )
}
