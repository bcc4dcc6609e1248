import { Button, Card, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import type { ReferralListsRecord } from '../../db/database'
import type { OutboxEntry } from '../../db/outbox-types'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate, formatDateTime } from '../../kit/words/format-date'
import { appointmentStatusWord } from './appointment-words'
import { discardAppointmentEvent, sendAgainOnCurrent } from './commands'

interface EventBody {
  event_type_id: number
  cancel_reason_id: number | null
  notes: string | null
}

/**
 * Events recorded on this device that the server has not taken yet: waiting to be sent, refused,
 * or in conflict with a change of the appointment at the office — then both versions side by
 * side, and the person decides (send hers on the current version, or discard it).
 */
export function PendingAppointmentEvents({ entries, lists }: { entries: OutboxEntry[]; lists: ReferralListsRecord | null }) {
  if (entries.length === 0) return null
  return (
    <Stack as="ul" ps="0" listStyleType="none" gap="2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <PendingEvent entry={entry} lists={lists} />
        </li>
      ))}
    </Stack>
  )
}

function PendingEvent({ entry, lists }: { entry: OutboxEntry; lists: ReferralListsRecord | null }) {
  const { t, i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const body = entry.request.body as EventBody
  const typeName = lists?.appointment_event_types.find((type) => type.id === body.event_type_id)?.name ?? t`Evento`
  const reason = lists?.cancel_reasons.find((item) => item.id === body.cancel_reason_id)?.name
  const savedAt = formatDateTime(entry.createdAt)
  const current = entry.currentAppointment
  const fail = (failure: unknown) => showSnackbar(describeError(i18n, failure), 'error')
  return (
    <Card.Root variant="outline" as="article" aria-label={t`Evento guardado en el dispositivo: ${typeName}`}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{typeName}</Text>
          {entry.state === 'pending' ? (
            <StatusBadge tone="info">{t`Guardado en el dispositivo`}</StatusBadge>
          ) : entry.state === 'conflict' ? (
            <StatusBadge tone="warning">{t`Conflicto`}</StatusBadge>
          ) : (
            <StatusBadge tone="danger">{t`Requiere atención`}</StatusBadge>
          )}
        </Flex>
        {entry.state === 'conflict' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" aria-label={t`Su versión`}>
              <Text fontWeight="semibold">{t`Su versión`}</Text>
              <Text>{typeName}</Text>
              {reason ? <Text>{t`Razón: ${reason}`}</Text> : null}
              {body.notes ? <Text>{body.notes}</Text> : null}
              <Text textStyle="xs" color="fg.muted">{t`Guardado en el dispositivo el ${savedAt}`}</Text>
            </Stack>
            <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" aria-label={t`Versión del servidor`}>
              <Text fontWeight="semibold">{t`Versión del servidor`}</Text>
              {current ? (
                <>
                  <Text>{t`Estado: ${appointmentStatusWord(i18n, current.status)}`}</Text>
                  <Text>{`${formatDate(current.date)} ${current.start_time}`}</Text>
                  {current.notes ? <Text>{current.notes}</Text> : null}
                </>
              ) : (
                <Text>{t`La cita ya no está disponible en el servidor.`}</Text>
              )}
            </Stack>
          </SimpleGrid>
        ) : (
          <>
            {reason ? <Text>{t`Razón: ${reason}`}</Text> : null}
            {body.notes ? <Text>{body.notes}</Text> : null}
            {entry.state === 'failed' ? <Text>{entry.lastError?.message ?? t`El servidor no aceptó el cambio.`}</Text> : null}
            <Text textStyle="xs" color="fg.muted">{t`Guardado en el dispositivo el ${savedAt}`}</Text>
          </>
        )}
        {entry.state !== 'pending' ? (
          <HStack justify="flex-end" gap="2">
            <Button size="sm" variant="ghost" colorPalette="danger" onClick={() => setConfirming(true)}>
              {t`Descartar mi evento`}
            </Button>
            {entry.state === 'conflict' && current ? (
              <Button size="sm" colorPalette="brand" onClick={() => void sendAgainOnCurrent(entry.seq!).catch(fail)}>
                {t`Enviar mi evento sobre la versión actual`}
              </Button>
            ) : null}
          </HStack>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={t`¿Descartar este evento?`}
          message={t`El evento se borrará de este dispositivo y no se enviará. Esta acción no se puede revertir.`}
          confirmLabel={t`Descartar`}
          cancelLabel={t`Cancelar`}
          onConfirm={() => discardAppointmentEvent(entry.seq!).catch(fail)}
          onClose={() => setConfirming(false)}
        />
      </Card.Body>
    </Card.Root>
  )
}
