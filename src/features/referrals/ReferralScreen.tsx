import { Alert, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { canFor, type Permission } from '../../domain/permissions/permissions'
import type { ReferralDetail, ReferralEvent } from '../../domain/referrals/types'
import { DataTable, type DataColumn } from '../../components/data-table'
import { StatusBadge } from '../../components/status-badge'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { useSession } from '../../kit/session/use-session'
import { formatDate } from '../../kit/words/format-date'
import { describeError } from '../../kit/errors/describe-error'
import { useReferral, useReferralEvents } from './api/get-referral'
import { PrintReferralForms } from './PrintReferralForms'
import { ScheduleSection } from './schedule/ScheduleSection'
import { DetailsGrid } from '../../components/details-list'
import { hasModule, type ModuleId } from '../../domain/company'
import { useCompany } from '../../kit/lookups/use-company'
import { PlanEditor } from '../plans/PlanEditor'
import type { PlanSearch } from '../plans/plan-search'
import { PlansSection } from '../plans/PlansSection'
import { EditReferralDialog } from './edit/EditReferralDialog'
import { EvaluationsSection } from '../service-forms/EvaluationsSection'
import { ServiceFormsSection } from '../service-forms/ServiceFormsSection'


const PLANS_MODULE: ModuleId = 'intervention-plans'
const PLANS_READ: Permission = 'plans.read'
const PLANS_WRITE: Permission = 'plans.write'
/**
 * /students/{studentId}/referrals/{referralId}: one referral as the office reads it — who serves
 * whom, where and how often, its printable forms, its weekly schedule and what happened on it.
 */
export function ReferralScreen({
  studentId,
  referralId,
  plans = {},
  onPlans = () => undefined,
}: {
  studentId: number
  referralId: number
  /** The plans' tab and open plan, from the address (?plans=…&plan=…). */
  plans?: PlanSearch
  onPlans?: (next: PlanSearch) => void
}) {
  const { t, i18n } = useLingui()
  const referral = useReferral(referralId)
  const session = useSession()
  const company = useCompany()
  const user = session?.user
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/students/$studentId" params={{ studentId: String(studentId) }}>{t`Volver al estudiante`}</Link>
    </Button>
  )
  // A referral reached through another student's address is not this student's: say so as missing.
  const data = referral.data?.student_id === studentId ? referral.data : undefined
  // Drawn once the session is read too, so what the person may change is decided before she sees it.
  if (!data || session === undefined) {
    const missing = referral.data !== undefined && !data
    return (
      <Page title={t`Referido`} actions={back}>
        {referral.error || missing ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{missing ? t`El referido no existe.` : describeError(i18n, referral.error)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Loader type="inline" />
        )}
      </Page>
    )
  }
  // Writing is judged by the referral's region, as the server does.
  const permissions = { permissions: user?.permissions ?? [], customer_permissions: user?.customer_permissions ?? [] }
  const canWrite = Boolean(user && canFor(permissions, 'referrals.write', data.customer_id))
  const showPlans = hasModule(company, PLANS_MODULE) && Boolean(canFor(permissions, PLANS_READ, data.customer_id))
  const canWritePlans = Boolean(canFor(permissions, PLANS_WRITE, data.customer_id))
  if (showPlans && plans.plan) {
    return (
      <Page title={t`Referido ${data.number}`} actions={back}>
        <PlanEditor planId={plans.plan} viewer="office" onClose={() => onPlans({ plans: plans.plans })} />
      </Page>
    )
  }
  return (
    <Page title={t`Referido ${data.number}`} actions={back}>
      <Stack gap="6">
        <ReferralSummary referral={data} canWrite={canWrite} />
        {showPlans ? <PlansSection referralId={data.id} viewer="office" canCreate={canWritePlans} search={plans} onSearch={onPlans} /> : null}
        <PrintReferralForms referralId={data.id} number={data.number} />
        {hasModule(company, 'referrals') ? <ServiceFormsSection referralId={data.id} canWrite={canWrite} /> : null}
        {hasModule(company, 'evaluations') ? <EvaluationsSection referralId={data.id} canWrite={canWrite} /> : null}
        <ScheduleSection referralId={data.id} schedules={data.schedules} canWrite={canWrite} />
        <EventsSection studentId={studentId} referralId={data.id} canWrite={canWrite} />
      </Stack>
    </Page>
  )
}

function ReferralSummary({ referral, canWrite }: { referral: ReferralDetail; canWrite: boolean }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const fields: [string, string][] = [
    [t`Estudiante`, `${referral.student_name} (${referral.sie_number})`],
    [t`Servicio`, referral.service_name],
    [t`Región`, referral.customer_name],
    [t`Escuela`, referral.location_name],
    [t`Proveedor`, referral.provider_name ?? t`Sin asignar`],
    [t`Vigencia`, referral.end_date ? `${formatDate(referral.start_date)} – ${formatDate(referral.end_date)}` : t`Desde ${formatDate(referral.start_date)}`],
    [t`Frecuencia`, t`${referral.weekly_frequency} sesiones por semana de ${referral.session_minutes} minutos`],
  ]
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <StatusBadge tone="neutral">{referral.status_name}</StatusBadge>
        {canWrite ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t`Editar referido`}
          </Button>
        ) : null}
      </HStack>
      {editing ? <EditReferralDialog referral={referral} onClose={() => setEditing(false)} /> : null}
      <DetailsGrid fields={fields} />
      {referral.notes ? <Text whiteSpace="pre-wrap">{referral.notes}</Text> : null}
    </Stack>
  )
}

const EVENTS_PATH = '/students/$studentId/referrals/{-$referralId}/events/{-$eventId}'

function EventsSection({ studentId, referralId, canWrite }: { studentId: number; referralId: number; canWrite: boolean }) {
  const { t, i18n } = useLingui()
  const events = useReferralEvents(referralId)
  const params = { studentId: String(studentId), referralId: String(referralId) }
  const columns: DataColumn<ReferralEvent>[] = [
    {
      key: 'date',
      header: t`Fecha`,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to={EVENTS_PATH} params={{ ...params, eventId: String(row.id) }}>
            {formatDate(row.date)}
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'type', header: t`Evento`, cell: (row) => row.event_type_name },
    { key: 'notes', header: t`Notas`, cell: (row) => row.notes ?? '' },
    { key: 'state', header: t`Estado`, cell: (row) => (row.cancelled ? t`Cancelado` : t`Vigente`) },
  ]
  return (
    <Stack as="section" gap="2">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md">{t`Eventos`}</Heading>
        <Button asChild size="sm" variant="outline">
          <Link to={EVENTS_PATH} params={{ ...params, eventId: undefined }}>
            {canWrite ? t`Registrar evento` : t`Ver eventos`}
          </Link>
        </Button>
      </HStack>
      {events.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describeError(i18n, events.error)}</Alert.Title>
        </Alert.Root>
      ) : events.data ? (
        <DataTable caption={t`Eventos`} columns={columns} rows={events.data} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`Este referido no tiene eventos.`}</Text>} />
      ) : (
        <Loader type="inline" />
      )}
    </Stack>
  )
}
