import { Button, Card, Flex, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { OutboxEntry } from '../../db/outbox-types'
import { StatusBadge } from '../../components/status-badge'

/**
 * An appointment event waiting for the person, in "Requiere atención": what it is, and the way
 * to the appointment, where both versions are shown and she decides.
 */
export function AppointmentAttentionItem({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui()
  const appointmentId = entry.entityId.replace(/^appointment:/, '')
  const conflict = entry.state === 'conflict'
  return (
    <Card.Root variant="outline" as="article" aria-label={t`Evento de una cita`}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{t`Evento de una cita`}</Text>
          <StatusBadge tone={conflict ? 'warning' : 'danger'}>{conflict ? t`Conflicto` : t`Requiere atención`}</StatusBadge>
        </Flex>
        <Text>{conflict ? t`La cita cambió en el servidor mientras usted registraba este evento.` : (entry.lastError?.message ?? t`El servidor no aceptó el cambio.`)}</Text>
        <HStack justify="flex-end">
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}" params={{ appointmentId }}>
              {t`Abrir la cita`}
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
