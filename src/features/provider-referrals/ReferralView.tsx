import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { StatusBadge } from '../../components/status-badge'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { activeStudentsOwner } from '../../domain/service-sessions/active-students-cache'
import type { ReferralAppointment, ReferralEvent } from '../../domain/referrals/types'
import { db } from '../../db/database'
import type { ActiveStudentsMode } from '../../sync/active-students'
import { ReferralSessions } from '../service-sessions/student/StudentSessions'
import { formatDate } from '../../kit/words/format-date'
import { hasModule, type ModuleId } from '../../domain/company'
import { useCompany } from '../../kit/lookups/use-company'
import { PlanEditor } from '../plans/PlanEditor'
import type { PlanSearch } from '../plans/plan-search'
import { PlansSection } from '../plans/PlansSection'
import { EvaluationsSection } from '../service-forms/EvaluationsSection'
import { ServiceFormsSection } from '../service-forms/ServiceFormsSection'
import { APPOINTMENT_TONES, appointmentStatusWord } from './appointment-words'
import { useReplicaAppointments, useReplicaReferral, useReplicaReferralEvents } from './queries'
import { ReferralHeader, WeeklySchedule } from './ReferralHeader'
import { Section } from './Section'

interface ReferralViewProps {
  /** provider: her own referral (events and appointments open); supervisor: read only. */
  mode: ActiveStudentsMode
  /** The signed-in provider. */
  viewerId: number
  referralId: number
  /** The plans' tab and open plan, from the address (?plans=…&plan=…). */
  plans?: PlanSearch
  onPlans?: (next: PlanSearch) => void
}


const PLANS_MODULE: ModuleId = 'intervention-plans'
/**
 * A referral as the provider reads it at the school, from the device (offline too): the header,
 * weekly schedule, events, appointments and the student's sessions for it. A supervisor sees a
 * supervisee's referral the same way, read only, with the supervisee's sessions.
 */
export function ReferralView({ mode, viewerId, referralId, plans = {}, onPlans = () => undefined }: ReferralViewProps) {
  const { t } = useLingui()
  const company = useCompany()
  const owner = activeStudentsOwner(mode, viewerId)
  const referral = useReplicaReferral(owner, referralId)
  const events = useReplicaReferralEvents(owner, referralId)
  const appointments = useReplicaAppointments(owner, referralId)
  const student = useLiveQuery(async () => (await db.activeStudents.get([owner, referralId])) ?? null, [owner, referralId])
  // An open plan does not wait for the referral's copy: the editor reads the provider's plan from
  // her device (or online when it is not there, e.g. archived) on its own.
  const showPlans = hasModule(company, PLANS_MODULE)
  if (showPlans && plans.plan) {
    return (
      <Page title={referral?.student_name ?? student?.student_name ?? t`Plan de intervención`}>
        <PlanEditor planId={plans.plan} viewer={mode} onClose={() => onPlans({ plans: plans.plans })} />
      </Page>
    )
  }
  if (referral === undefined || !events || !appointments || student === undefined) return <Loader />
  if (referral === null) {
    // The list came without the referral's details (an older server, or their fetch failed):
    // the student's sessions are still worth showing.
    if (student === null) {
      return (
        <Page title={t`Referido`}>
          <Text>{t`Este referido no está en este dispositivo. Con conexión, actualice la lista de estudiantes para traerlo.`}</Text>
        </Page>
      )
    }
    return (
      <Page title={student.student_name} actions={mode === 'provider' ? <RecordSession referralId={referralId} /> : null}>
        <Text color="fg.muted">{`${student.service_name} · ${student.location_name}`}</Text>
        <Text>{t`Los detalles del referido no están en este dispositivo. Con conexión, actualice la lista de estudiantes para traerlos.`}</Text>
        <Section title={t`Sesiones`}>
          <ReferralSessions mode={mode} viewerId={viewerId} referralId={referralId} providerId={student.provider_id} />
        </Section>
      </Page>
    )
  }
  const provider = referral.provider_name
  return (
    <Page
      title={referral.student_name}
      actions={
        mode === 'provider' ? (
          <Button asChild colorPalette="brand">
            <Link to="/provider/service-sessions" search={{ form: 'new', student: referralId }}>
              {t`Registrar sesión`}
            </Link>
          </Button>
        ) : null
      }
    >
      {mode === 'supervisor' ? <Text color="fg.muted">{t`Solo lectura · Proveedor: ${provider}`}</Text> : null}
      <ReferralHeader referral={referral} showProvider={mode === 'supervisor'} />
      {showPlans ? <PlansSection referralId={referralId} viewer={mode} canCreate={mode === 'provider'} search={plans} onSearch={onPlans} /> : null}
      {/* Online only, as the plans' office calls: offline they say so instead of their list. */}
      {hasModule(company, 'referrals') ? <ServiceFormsSection referralId={referralId} canWrite={mode === 'provider'} /> : null}
      {hasModule(company, 'evaluations') ? <EvaluationsSection referralId={referralId} canWrite={mode === 'provider'} /> : null}
      <Section title={t`Horario semanal`}>
        <WeeklySchedule referral={referral} />
      </Section>
      <Section title={t`Eventos`}>
        <EventList events={events} mode={mode} studentId={referral.student_id} />
      </Section>
      <Section title={t`Citas`}>
        <AppointmentList appointments={appointments} mode={mode} />
      </Section>
      <Section title={t`Sesiones`}>
        <ReferralSessions mode={mode} viewerId={viewerId} referralId={referralId} providerId={referral.provider_id} />
      </Section>
    </Page>
  )
}

function RecordSession({ referralId }: { referralId: number }) {
  const { t } = useLingui()
  return (
    <Button asChild colorPalette="brand">
      <Link to="/provider/service-sessions" search={{ form: 'new', student: referralId }}>
        {t`Registrar sesión`}
      </Link>
    </Button>
  )
}

function EventList({ events, mode, studentId }: { events: ReferralEvent[]; mode: ActiveStudentsMode; studentId: number }) {
  const { t } = useLingui()
  if (events.length === 0) return <Text color="fg.muted">{t`Sin eventos.`}</Text>
  return (
    <Stack as="ul" ps="0" listStyleType="none" gap="2">
      {events.map((event) => {
        const label = `${formatDate(event.date)}${event.time ? ` ${event.time}` : ''} · ${event.event_type_name}`
        return (
          <li key={event.id}>
            <Flex gap="2" align="center" wrap="wrap">
              {mode === 'provider' ? (
                <Link
                  to="/provider/active-students/{-$studentId}/referrals/{-$referralId}/events/$eventId"
                  params={{
                    studentId: String(studentId),
                    referralId: String(event.referral_id),
                    eventId: String(event.id),
                  }}
                >
                  <Text as="span" color="brand.fg" textDecoration="underline">
                    {label}
                  </Text>
                </Link>
              ) : (
                <Text>{label}</Text>
              )}
              {event.cancelled ? <StatusBadge tone="neutral">{t`Cancelado`}</StatusBadge> : null}
            </Flex>
          </li>
        )
      })}
    </Stack>
  )
}

export function AppointmentList({ appointments, mode }: { appointments: ReferralAppointment[]; mode: ActiveStudentsMode }) {
  const { t, i18n } = useLingui()
  if (appointments.length === 0) return <Text color="fg.muted">{t`Sin citas.`}</Text>
  return (
    <Stack as="ul" ps="0" listStyleType="none" gap="2">
      {appointments.map((appointment) => {
        const label = `${formatDate(appointment.date)} ${appointment.start_time}${appointment.end_time ? `–${appointment.end_time}` : ''}`
        return (
          <li key={appointment.id}>
            <Card.Root variant="outline" size="sm">
              <Card.Body>
                <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                  {mode === 'provider' ? (
                    <Link
                      to="/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}"
                      params={{
                        studentId: String(appointment.student_id),
                        referralId: String(appointment.referral_id),
                        appointmentId: String(appointment.id),
                      }}
                      aria-label={t`Cita del ${label}`}
                    >
                      <Text as="span" color="brand.fg" textDecoration="underline">
                        {label}
                      </Text>
                    </Link>
                  ) : (
                    <Text>{label}</Text>
                  )}
                  <StatusBadge tone={APPOINTMENT_TONES[appointment.status]}>{appointmentStatusWord(i18n, appointment.status)}</StatusBadge>
                </Flex>
              </Card.Body>
            </Card.Root>
          </li>
        )
      })}
    </Stack>
  )
}
