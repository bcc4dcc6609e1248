import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { SessionFields } from '../../../domain/service-sessions/schemas'
import type { CurrentUser } from '../../../domain/schemas/auth'
import { describeSessionChangeError } from '../session-error-codes'
import { recordSession } from '../commands'
import { discardDraft, draftKey } from '../drafts'
import { SessionForm } from '../form/SessionForm'
import type { SessionLookups } from '../lookups'
import { discardChange, resendCorrected } from '../resolve'
import type { AttentionEntry } from './use-attention-entries'

/**
 * The session form over a change that needs the person: a refused change corrected and sent
 * again, or a session the office deleted, recorded again as a new one (then the old change goes).
 */
export function CorrectionForm({
  item,
  user,
  lookups,
  mode,
  onDone,
}: {
  item: AttentionEntry
  user: CurrentUser
  lookups: SessionLookups
  mode: 'correct' | 'record-again'
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const { entry, mine } = item
  const key = draftKey(`${mode}-${entry.seq}`)

  async function save(fields: SessionFields) {
    if (mode === 'correct') {
      await resendCorrected(entry.seq, fields)
    } else {
      await recordSession(fields, user)
      await discardChange(entry.seq)
    }
    await discardDraft(key)
  }

  return (
    <Stack gap="4">
      {entry.lastError ? (
        <Text role="note" bg="danger.subtle" color="danger.fg" borderRadius="md" px="4" py="2">
          {describeSessionChangeError(i18n, entry.lastError.code, entry.lastError.message)}
        </Text>
      ) : null}
      <SessionForm
        lookups={lookups}
        start={{ kind: 'correct', fields: mine ?? {} }}
        serverErrors={entry.lastError?.errors}
        draftKey={key}
        save={save}
        savedMessage={mode === 'correct' ? t`Corrección guardada en el dispositivo; se enviará de nuevo` : t`Guardado en el dispositivo`}
        onClose={onDone}
      />
    </Stack>
  )
}
