import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { canFor } from '../../../domain/permissions/permissions'
import type { ReferralEvent, ReferralListItem } from '../../../domain/referrals/types'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Loader } from '../../../components/loader'
import { Page } from '../../../components/page'
import { useSession } from '../../../kit/session/use-session'
import { describeError } from '../../../kit/errors/describe-error'
import { formatDate } from '../../../kit/words/format-date'
import { referralQuery, useReferralEvents } from '../api/get-referral'
import { useReferralEvent } from '../api/referral-events'
import { useReferrals } from '../api/list-referrals'
import { EventDetail } from './EventDetail'
import { RecordEventForm } from './RecordEventForm'

const EVENTS_PATH = '/students/$studentId/referrals/{-$referralId}/events/{-$eventId}'

function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

/**
 * /students/{studentId}/referrals/{referralId?}/events/{eventId?} (spec §4 "Referral events"):
 * without a referral, the student's referrals to choose from; with one, its events and the form to
 * record another; with an event, that event and its cancel and delete. An event's referral, when
 * the address names none, is the event's own; one of another student is answered as missing.
 */
export function ReferralEventsScreen({ studentId, referralId, eventId }: { studentId: number; referralId?: number; eventId?: number }) {
  const { t, i18n } = useLingui()
  const user = useSession()?.user
  const event = useReferralEvent(eventId)
  const refId = referralId ?? event.data?.referral_id
  const referral = useQuery({ ...referralQuery(refId ?? 0), enabled: Boolean(refId) })
  const back = (
    <Button asChild variant="outline" size="sm">
      {refId ? (
        <Link to="/students/$studentId/referrals/$referralId" params={{ studentId: String(studentId), referralId: String(refId) }}>{t`Volver al referido`}</Link>
      ) : (
        <Link to="/students/$studentId" params={{ studentId: String(studentId) }}>{t`Volver al estudiante`}</Link>
      )}
    </Button>
  )
  if (!refId && !eventId) {
    return (
      <Page title={t`Eventos de referidos`} actions={back}>
        <ReferralPicker studentId={studentId} />
      </Page>
    )
  }
  const error = event.error ?? referral.error
  const mismatch = (referral.data && referral.data.student_id !== studentId) || (event.data && referralId !== undefined && event.data.referral_id !== referralId)
  if (error || mismatch || !referral.data || (eventId && !event.data)) {
    return (
      <Page title={t`Eventos del referido`} actions={back}>
        {error || mismatch ? <ErrorAlert>{mismatch ? t`No se encontró lo que busca.` : describeError(i18n, error)}</ErrorAlert> : <Loader type="inline" />}
      </Page>
    )
  }
  const data = referral.data
  const canWrite = Boolean(user && canFor({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.write', data.customer_id))
  return (
    <Page title={t`Eventos del referido ${data.number}`} actions={back}>
      <Text color="fg.muted">{t`${data.student_name} · ${data.service_name}`}</Text>
      <Stack gap="6">
        {event.data ? <EventDetail key={event.data.hash} studentId={studentId} event={event.data} canWrite={canWrite} /> : null}
        {canWrite && !eventId ? <RecordEventForm studentId={studentId} referralId={data.id} /> : null}
        <EventsTable studentId={studentId} referralId={data.id} />
      </Stack>
    </Page>
  )
}

function EventsTable({ studentId, referralId }: { studentId: number; referralId: number }) {
  const { t, i18n } = useLingui()
  const events = useReferralEvents(referralId)
  const columns: DataColumn<ReferralEvent>[] = [
    {
      key: 'date',
      header: t`Fecha`,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to={EVENTS_PATH} params={{ studentId: String(studentId), referralId: String(referralId), eventId: String(row.id) }}>
            {formatDate(row.date)}
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'type', header: t`Evento`, cell: (row) => row.event_type_name },
    { key: 'notes', header: t`Notas`, cell: (row) => row.notes ?? '' },
    { key: 'state', header: t`Estado`, cell: (row) => (row.cancelled ? t`Cancelado` : t`Vigente`) },
  ]
  if (events.error) return <ErrorAlert>{describeError(i18n, events.error)}</ErrorAlert>
  if (!events.data) return <Loader type="inline" />
  return <DataTable caption={t`Eventos`} columns={columns} rows={events.data} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`Este referido no tiene eventos.`}</Text>} />
}

function ReferralPicker({ studentId }: { studentId: number }) {
  const { t, i18n } = useLingui()
  const referrals = useReferrals({ student_id: studentId, page_size: 500 })
  const columns: DataColumn<ReferralListItem>[] = [
    {
      key: 'number',
      header: t`Número`,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to={EVENTS_PATH} params={{ studentId: String(studentId), referralId: String(row.id), eventId: undefined }}>
            {row.number}
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'service', header: t`Servicio`, cell: (row) => row.service_name },
    { key: 'status', header: t`Estado`, cell: (row) => row.status_name },
  ]
  if (referrals.error) return <ErrorAlert>{describeError(i18n, referrals.error)}</ErrorAlert>
  if (!referrals.data) return <Loader type="inline" />
  return (
    <DataTable caption={t`Elija un referido`} columns={columns} rows={referrals.data.items} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`Este estudiante no tiene referidos.`}</Text>} />
  )
}
