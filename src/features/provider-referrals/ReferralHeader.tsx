import { DataList, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReferralDetail } from '../../domain/referrals/types'
import { formatDate } from '../shared/format-date'

/** Who is served, what, where and how often: the referral's header, as the office wrote it. */
export function ReferralHeader({ referral, showProvider }: { referral: ReferralDetail; showProvider: boolean }) {
  const { t } = useLingui()
  const times = referral.weekly_frequency
  const minutes = referral.session_minutes
  const start = formatDate(referral.start_date)
  const end = referral.end_date ? formatDate(referral.end_date) : null
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <Item label={t`Referido`} value={referral.number} />
      <Item label={t`Servicio`} value={referral.service_name} />
      <Item label={t`Escuela`} value={referral.location_name} />
      <Item label={t`Frecuencia`} value={t`${times} por semana, ${minutes} minutos cada una`} />
      <Item label={t`Vigencia`} value={end ? t`Del ${start} al ${end}` : t`Desde el ${start}`} />
      <Item label={t`Estado`} value={referral.status_name} />
      {showProvider && referral.provider_name ? <Item label={t`Proveedor`} value={referral.provider_name} /> : null}
    </DataList.Root>
  )
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  )
}

/** The weekly schedule: one line per slot, in the week's order. */
export function WeeklySchedule({ referral }: { referral: ReferralDetail }) {
  const { t } = useLingui()
  if (referral.schedules.length === 0) return <Text color="fg.muted">{t`Sin horario semanal.`}</Text>
  return (
    <Stack as="ul" ps="0" listStyleType="none" gap="1">
      {referral.schedules.map((slot) => (
        <li key={slot.id}>
          <Text>{`${slot.day_of_week_name} · ${slot.start_time}–${slot.end_time}`}</Text>
        </li>
      ))}
    </Stack>
  )
}
