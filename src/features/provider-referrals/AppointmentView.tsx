import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { DetailsItem, DetailsList } from '../../components/details-list'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { StatusBadge } from '../../components/status-badge'
import type { CurrentUser } from '../../domain/schemas/auth'
import { formatDate, formatDateTime } from '../../kit/words/format-date'
import { APPOINTMENT_TONES, appointmentStatusWord } from './appointment-words'
import { AppointmentEventForm } from './AppointmentEventForm'
import { PendingAppointmentEvents } from './PendingAppointmentEvents'
import { ownReferralsOwner, useAppointmentLists, usePendingAppointmentEvents, useReplicaAppointment, useReplicaAppointmentEvents } from './queries'
import { Section } from './Section'
import { ReferralLink } from './ReferralLink'

/**
 * One appointment of the provider's referral, from the device: when, its status, what happened
 * so far (the server's events, then the ones saved here and not yet sent), and the form to
 * record what happened now — offline too.
 */
export function AppointmentView({ user, appointmentId }: { user: CurrentUser & { provider_id: number }; appointmentId: number }) {
  const { t, i18n } = useLingui()
  const owner = ownReferralsOwner(user.provider_id)
  const appointment = useReplicaAppointment(owner, appointmentId)
  const events = useReplicaAppointmentEvents(owner, appointmentId)
  const pending = usePendingAppointmentEvents(appointmentId)
  const lists = useAppointmentLists(owner)
  if (appointment === undefined || !events || !pending || lists === undefined) return <Loader />
  if (appointment === null) {
    return (
      <Page title={t`Cita del referido`}>
        <Text>{t`Esta cita no está en este dispositivo. Con conexión, actualice la lista de estudiantes para traerla.`}</Text>
      </Page>
    )
  }
  const when = `${formatDate(appointment.date)} ${appointment.start_time}${appointment.end_time ? `–${appointment.end_time}` : ''}`
  const reasonName = (id: number | null) => lists?.cancel_reasons.find((reason) => reason.id === id)?.name
  return (
    <Page title={t`Cita del ${when}`}>
      <ReferralLink studentId={appointment.student_id} referralId={appointment.referral_id} number={appointment.referral_number} studentName={appointment.student_name} />
      <DetailsList>
        <DetailsItem label={t`Estado`}>
            <StatusBadge tone={APPOINTMENT_TONES[appointment.status]}>{appointmentStatusWord(i18n, appointment.status)}</StatusBadge>
          </DetailsItem>
        {appointment.notes ? (
          <DetailsItem label={t`Notas`}>{appointment.notes}</DetailsItem>
        ) : null}
      </DetailsList>
      <Section title={t`Eventos de la cita`}>
        <Stack as="ul" ps="0" listStyleType="none" gap="2">
          {events.map((event) => {
            const reason = reasonName(event.cancel_reason_id)
            return (
              <li key={event.id}>
                <Text fontWeight="semibold">{event.event_type_name}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {formatDateTime(event.created_at)}
                  {reason ? ` · ${reason}` : ''}
                </Text>
                {event.notes ? <Text textStyle="sm">{event.notes}</Text> : null}
              </li>
            )
          })}
        </Stack>
        {events.length === 0 && pending.length === 0 ? <Text color="fg.muted">{t`Sin eventos.`}</Text> : null}
        <PendingAppointmentEvents entries={pending} lists={lists} />
      </Section>
      <Section title={t`Registrar evento`}>
        {lists ? <AppointmentEventForm appointmentId={appointmentId} lists={lists} user={user} /> : <Text>{t`Las listas del formulario no están en este dispositivo.`}</Text>}
      </Section>
    </Page>
  )
}
