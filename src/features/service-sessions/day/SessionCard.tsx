import { Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { LocalServiceSession } from '../../../db/local-session'
import type { SessionLookups } from '../lookups'
import { formatDate } from '../../../kit/words/format-date'
import { summarizeSession } from '../session-summary'
import { SyncStateLabel } from '../SyncStateLabel'

interface SessionCardProps {
  session: LocalServiceSession
  lookups: SessionLookups
  /** Without actions the card only shows the session (history). */
  actions?: { onEdit: () => void; onDelete: () => void; onReview: () => void }
  /** In a list across days (a student's sessions), each card says its date. */
  showDate?: boolean
  /** The session just saved. */
  highlighted?: boolean
}

/** One session: when, what, where, who and how it went, and where it stands with the server. */
export function SessionCard({ session, lookups, actions, showDate = false, highlighted = false }: SessionCardProps) {
  const { t, i18n } = useLingui()
  const summary = summarizeSession(session, lookups, i18n)
  const needsPerson = session.syncState === 'failed' || session.syncState === 'conflict'
  const time = session.time
  const duration = summary.duration
  const location = summary.location
  const date = formatDate(session.date)
  // Every card has the same buttons: their names say which session they act on.
  const which = t`la sesión de las ${time} en ${location}`
  return (
    <Card.Root variant="outline" as="article" aria-label={showDate ? t`Sesión del ${date} a las ${time}` : t`Sesión de las ${time}`} data-session-id={session.id}
      data-highlighted={highlighted || undefined}
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : undefined}
      bg={highlighted ? 'brand.subtle' : undefined}
    >
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold" textStyle="lg">
            {showDate ? t`${date} · ${time} · ${duration}` : t`${time} · ${duration}`}
          </Text>
          <SyncStateLabel state={session.syncState} />
        </Flex>
        <Text>{`${summary.service} · ${summary.location}`}</Text>
        <Text color="fg.muted" textStyle="sm">{`${summary.sessionType} · ${summary.outcome}`}</Text>
        <Stack as="ul" gap="0" ps="5" textStyle="sm">
          {summary.visits.map((visit, index) => (
            <li key={index}>{visit}</li>
          ))}
        </Stack>
        {session.notes ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={2} whiteSpace="pre-wrap">
            {session.notes}
          </Text>
        ) : null}
        {actions ? (
          <HStack gap="2" justify="flex-end">
            {needsPerson ? (
              <Button size="sm" colorPalette="danger" onClick={actions.onReview} aria-label={t`Revisar ${which}`}>
                {t`Revisar`}
              </Button>
            ) : (
              <>
                <Button size="sm" variant="outline" onClick={actions.onEdit} aria-label={t`Editar ${which}`}>
                  {t`Editar`}
                </Button>
                <Button size="sm" variant="ghost" colorPalette="danger" onClick={actions.onDelete} aria-label={t`Eliminar ${which}`}>
                  {t`Eliminar`}
                </Button>
              </>
            )}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
