import { Alert, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { canFor } from '../../domain/permissions/permissions'
import type { CompensatoryRequestMoveInput } from '../../domain/referrals/schemas'
import type { CompensatoryRequest, CompensatoryRequestEvent, CompensatoryStatus } from '../../domain/referrals/types'
import { ClosableDialog } from '../../components/closable-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { useSession } from '../../kit/session/use-session'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { currentOfConflict, useMoveRequest, useRequest, type RequestWithEvents } from './api/requests'
import { MoveRequestForm } from './MoveRequestForm'
import { statusTone } from './status-tone'
import { DetailsGrid } from '../../components/details-list'

/** One compensatory request in a dialog: its details, its event log and, for who may, its moves. */
export function RequestDetailDialog({
  requestId,
  belongs,
  statuses,
  onClose,
}: {
  requestId: number
  belongs: (request: CompensatoryRequest) => boolean
  statuses: CompensatoryStatus[] | undefined
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const request = useRequest(requestId)
  // A request of another student or provider, reached by editing the address, reads as missing.
  const data = request.data && belongs(request.data) ? request.data : undefined
  return (
    <ClosableDialog title={t`Solicitud ${requestId}`} size="lg" onClose={onClose}>
      {data ? (
        <RequestDetail request={data} statuses={statuses} />
      ) : request.error || request.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{request.data ? t`La solicitud no existe.` : describeError(i18n, request.error)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Loader type="inline" />
      )}
    </ClosableDialog>
  )
}

function RequestDetail({ request, statuses }: { request: RequestWithEvents; statuses: CompensatoryStatus[] | undefined }) {
  const { t } = useLingui()
  const fields: [string, ReactNode][] = [
    [
      t`Estudiante`,
      <ChakraLink key="student" asChild color="brand.fg" textDecoration="underline">
        <Link to="/students/$studentId" params={{ studentId: String(request.student_id) }}>
          {request.student_name}
        </Link>
      </ChakraLink>,
    ],
    [t`Servicio`, request.service_name],
    [t`Proveedor`, request.provider_name ?? t`Sin asignar`],
    [t`Minutos adeudados`, String(request.owed_minutes)],
    [t`Visitas pendientes`, t`${request.outstanding_visits} de ${request.session_minutes} minutos`],
    [t`Abierta`, formatDateTime(request.created_at)],
    [t`Último cambio`, formatDateTime(request.updated_at)],
  ]
  return (
    <Stack gap="5">
      <HStack>
        <StatusBadge tone={statusTone(request.status_code)}>{request.status_name}</StatusBadge>
      </HStack>
      <DetailsGrid fields={fields} />
      {request.comment ? <Text whiteSpace="pre-wrap">{request.comment}</Text> : null}
      <Moves request={request} statuses={statuses} />
      <EventLog events={request.events} statuses={statuses} />
    </Stack>
  )
}

/** The moves the request's status allows (from the database), for someone who may write its customer's referrals. */
function Moves({ request, statuses }: { request: RequestWithEvents; statuses: CompensatoryStatus[] | undefined }) {
  const { t, i18n } = useLingui()
  const user = useSession()?.user
  const move = useMoveRequest(request.id)
  const [target, setTarget] = useState<CompensatoryStatus | null>(null)
  // The status the person was looking at when a move was refused as stale, to show beside the current one.
  const [conflict, setConflict] = useState<{ seen: string; current: string } | null>(null)
  const canWrite = Boolean(user && canFor({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.write', request.customer_id))
  const current = statuses?.find((status) => status.id === request.status_id)
  const next = (current?.next ?? []).map((code) => statuses?.find((status) => status.code === code)).filter((status) => status !== undefined)
  if (!canWrite || (next.length === 0 && !conflict)) return null
  const submit = (input: CompensatoryRequestMoveInput) =>
    move.mutate(input, {
      onSuccess: (moved) => {
        setTarget(null)
        setConflict(null)
        showSnackbar(t`La solicitud pasó a «${moved.status_name}».`, 'success')
      },
      onError: (error) => {
        const fresh = currentOfConflict(error)
        if (fresh) {
          // The dialog now shows the request as it is; the person sees both states and chooses again.
          setConflict({ seen: request.status_name, current: fresh.status_name })
          setTarget(null)
          return
        }
        showSnackbar(describeError(i18n, error), 'error')
      },
    })
  return (
    <Stack as="section" gap="3" aria-label={t`Cambiar estado`}>
      <Heading as="h3" size="sm">{t`Cambiar estado`}</Heading>
      {conflict ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {t`Otra persona cambió esta solicitud mientras usted la veía: usted la vio «${conflict.seen}», ahora está «${conflict.current}». Revise y elija de nuevo.`}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {target ? (
        <MoveRequestForm key={`${target.id}-${request.hash}`} hash={request.hash} to={target} pending={move.isPending} onSubmit={submit} onBack={() => setTarget(null)} />
      ) : next.length === 0 ? null : (
        <HStack gap="2" wrap="wrap">
          {next.map((status) => (
            <Button key={status.id} size="sm" variant="outline" onClick={() => setTarget(status)}>
              {t`Pasar a «${status.name}»`}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  )
}

function EventLog({ events, statuses }: { events: CompensatoryRequestEvent[]; statuses: CompensatoryStatus[] | undefined }) {
  const { t } = useLingui()
  const nameOf = (id: number) => statuses?.find((status) => status.id === id)?.name ?? String(id)
  const columns: DataColumn<CompensatoryRequestEvent>[] = [
    { key: 'at', header: t`Fecha`, cell: (row) => formatDateTime(row.at) },
    { key: 'move', header: t`Cambio`, cell: (row) => (row.from_status_id === null ? t`Abierta` : `${nameOf(row.from_status_id)} → ${nameOf(row.to_status_id)}`) },
    { key: 'user', header: t`Por`, cell: (row) => row.user_name },
    { key: 'comment', header: t`Comentario`, cell: (row) => row.comment ?? '' },
  ]
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">{t`Historial`}</Heading>
      <DataTable caption={t`Historial de la solicitud`} columns={columns} rows={events} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`Sin cambios registrados.`}</Text>} />
    </Stack>
  )
}
