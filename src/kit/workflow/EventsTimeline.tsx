import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { DocumentEvent } from '../../domain/workflows/types'
import { formatDateTimeInWords } from '../words/format-date'

/**
 * A document's history, oldest first (GET …/{id}/events): when, who, which action, from which
 * status to which, and the comment. `actionLabel` gives the document type's words for an action.
 */
export function EventsTimeline({ events, actionLabel }: { events: DocumentEvent[] | undefined; actionLabel: (code: string) => string }) {
  const { t } = useLingui()
  return (
    <Stack as="section" aria-labelledby="events-heading" gap="3">
      <Heading as="h2" size="md" id="events-heading">
        {t`Historial`}
      </Heading>
      {events === undefined ? (
        <Text color="fg.muted">{t`Cargando historial…`}</Text>
      ) : events.length === 0 ? (
        <Text color="fg.muted">{t`Sin movimientos todavía.`}</Text>
      ) : (
        <Box as="ol" listStyleType="none" margin="0" padding="0" borderStartWidth="2px" borderColor="border" ps="4">
          {events.map((event) => (
            <Box as="li" key={event.id} pb="3" data-testid="document-event">
              <Text fontWeight="semibold">
                {actionLabel(event.action)}
                {/* An action that keeps the status (an import into a draft) names it once, not "Draft → Draft". */}
                {event.from_status_name && event.from_status !== event.to_status ? ` · ${event.from_status_name} → ${event.to_status_name}` : ` · ${event.to_status_name}`}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                <time dateTime={event.at}>{formatDateTimeInWords(event.at)}</time> · {event.user_name}
              </Text>
              {event.comment ? <Text whiteSpace="pre-wrap">{event.comment}</Text> : null}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  )
}
