import { Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { db } from '../../db/database'
import { formatDate, formatDateTime } from '../../kit/words/format-date'
import { ownReferralsOwner, useReplicaReferral, useReplicaReferralEvent } from './queries'
import { AppointmentList } from './ReferralView'
import { DetailsItem, DetailsList } from '../../components/details-list'
import { ReferralLink } from './ReferralLink'

/** One event of the provider's referral, from the device: what it is, and the appointments booked on it. */
export function ReferralEventView({ providerId, eventId }: { providerId: number; eventId: number }) {
  const { t } = useLingui()
  const owner = ownReferralsOwner(providerId)
  const event = useReplicaReferralEvent(owner, eventId)
  const referral = useReplicaReferral(owner, event?.referral_id ?? 0)
  const appointments = useLiveQuery(
    async () => (await db.appointments.where('owner').equals(owner).toArray()).filter((appointment) => appointment.referral_event_id === eventId),
    [owner, eventId],
  )
  if (event === undefined || referral === undefined || !appointments) return <Loader />
  if (event === null) {
    return (
      <Page title={t`Evento del referido`}>
        <Text>{t`Este evento no está en este dispositivo. Con conexión, actualice la lista de estudiantes para traerlo.`}</Text>
      </Page>
    )
  }
  const type = event.event_type_name
  return (
    <Page title={t`Evento: ${type}`}>
      {referral ? (
        <ReferralLink studentId={referral.student_id} referralId={referral.id} number={referral.number} studentName={referral.student_name} />
      ) : null}
      <DetailsList>
        <DetailsItem label={t`Fecha`}>{`${formatDate(event.date)}${event.time ? ` ${event.time}` : ''}`}</DetailsItem>
        <DetailsItem label={t`Notas`}>{event.notes ?? '—'}</DetailsItem>
        {event.cancelled ? (
          <DetailsItem label={t`Cancelado`}>{`${event.cancelled_at ? formatDateTime(event.cancelled_at) : ''}${event.cancel_comment ? ` · ${event.cancel_comment}` : ''}`}</DetailsItem>
        ) : null}
      </DetailsList>
      <Stack as="section" aria-label={t`Citas`} gap="2">
        <Heading as="h2" size="md">
          {t`Citas`}
        </Heading>
        <AppointmentList appointments={appointments} mode="provider" />
      </Stack>
    </Page>
  )
}
