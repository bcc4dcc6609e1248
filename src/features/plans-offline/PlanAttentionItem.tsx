import { Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { PlanChange } from '../../domain/plans/offline'
import type { OutboxEntry } from '../../db/outbox-types'
import { StatusBadge } from '../../components/status-badge'
import { keepMyVersion, takeServerVersion } from './commands'

/** The words a change wrote (a goal's, an objective's, a comment, a summary), to set beside the server's. */
function writtenText(change: PlanChange): string | null {
  switch (change.type) {
    case 'plan.goal.add':
    case 'plan.goal.edit':
    case 'plan.objective.add':
    case 'plan.objective.edit':
    case 'plan.assessment.add':
      return change.description
    case 'plan.achievement.put':
      return change.comments
    case 'plan.summary.save':
      return change.achievements_summary
    default:
      return null
  }
}

function serverText(current: unknown): string | null {
  const row = current as { description?: string; comments?: string | null; achievements_summary?: string | null } | null
  return row?.description ?? row?.comments ?? row?.achievements_summary ?? null
}

/**
 * A plan change waiting for the person, in "Requiere atención" (issue 13 item 4). A conflict
 * shows her version beside the server's, and she chooses: send hers again on the server's
 * version, or take the server's. Nothing is overwritten without her choice. A refusal says why;
 * she may discard her change.
 */
export function PlanAttentionItem({ entry, title }: { entry: OutboxEntry; title: string }) {
  const { t } = useLingui()
  const conflict = entry.state === 'conflict'
  const change = entry.plan?.change
  const mine = change ? writtenText(change) : null
  const theirs = serverText(entry.currentPlanRow)
  const deletedThere = conflict && (entry.currentPlanRow ?? null) === null
  return (
    <Card.Root variant="outline" as="article" aria-label={title}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          <StatusBadge tone={conflict ? 'warning' : 'danger'}>{conflict ? t`Conflicto` : t`Requiere atención`}</StatusBadge>
        </Flex>
        {conflict ? (
          <Stack gap="1">
            <Text>{deletedThere ? t`Esto se eliminó en el servidor mientras usted lo cambiaba.` : t`Esto cambió en el servidor mientras usted lo cambiaba.`}</Text>
            {mine !== null ? <Text>{t`Su versión: ${mine}`}</Text> : null}
            {!deletedThere && theirs !== null ? <Text>{t`Versión del servidor: ${theirs}`}</Text> : null}
          </Stack>
        ) : (
          <Text>{entry.lastError?.message ?? t`El servidor no aceptó el cambio.`}</Text>
        )}
        <HStack justify="flex-end" wrap="wrap">
          {conflict && !deletedThere ? (
            <Button size="sm" colorPalette="brand" onClick={() => void keepMyVersion(entry.seq!)}>
              {t`Enviar mi versión`}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => void takeServerVersion(entry.seq!)}>
            {conflict ? t`Quedarme con la del servidor` : t`Descartar mi cambio`}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
