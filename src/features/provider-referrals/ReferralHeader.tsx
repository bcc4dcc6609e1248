import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { DetailsItem, DetailsList } from '../../components/details-list'
import type { ReferralDetail } from '../../domain/referrals/types'
import { formatDate } from '../../kit/words/format-date'

/** Who is served, what, where and how often: the referral's header, as the office wrote it. */
export function ReferralHeader({ referral, showProvider }: { referral: ReferralDetail; showProvider: boolean }) {
  const { t } = useLingui()
  const times = referral.weekly_frequency
  const minutes = referral.session_minutes
  const start = formatDate(referral.start_date)
  const end = referral.end_date ? formatDate(referral.end_date) : null
  return (
    <DetailsList>
      <DetailsItem label={t`Referido`}>{referral.number}</DetailsItem>
      <DetailsItem label={t`Servicio`}>{referral.service_name}</DetailsItem>
      <DetailsItem label={t`Escuela`}>{referral.location_name}</DetailsItem>
      <DetailsItem label={t`Frecuencia`}>{t`${times} por semana, ${minutes} minutos cada una`}</DetailsItem>
      <DetailsItem label={t`Vigencia`}>{end ? t`Del ${start} al ${end}` : t`Desde el ${start}`}</DetailsItem>
      <DetailsItem label={t`Estado`}>{referral.status_name}</DetailsItem>
      {showProvider && referral.provider_name ? <DetailsItem label={t`Proveedor`}>{referral.provider_name}</DetailsItem> : null}
    </DetailsList>
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
