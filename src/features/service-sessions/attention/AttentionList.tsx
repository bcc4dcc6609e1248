import { Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { showSnackbar } from '../../../components/snackbar'
import { isPlanMutation } from '../../../domain/plans/offline'
import { PlanAttentionItem } from '../../plans-offline/PlanAttentionItem'
import { AppointmentAttentionItem } from '../../provider-referrals/AppointmentAttentionItem'
import { describeError } from '../../../kit/errors/describe-error'
import { describeSessionChangeError } from '../session-error-codes'
import { formatDateTime } from '../../../kit/words/format-date'
import type { SessionLookups } from '../lookups'
import { discardChange } from '../resolve'
import { SyncStateLabel } from '../SyncStateLabel'
import type { AttentionView } from './attention-view'
import { conflictSource, describeConflict } from './conflict-source'
import { changeTitle } from './change-title'
import { describeFieldErrors } from './error-fields'
import type { AttentionEntry } from './use-attention-entries'

/** Every change waiting for the person, each with why and what can be done. */
export function AttentionList({ entries, lookups, userId, onView }: { entries: AttentionEntry[]; lookups: SessionLookups; userId: number; onView: (view: AttentionView) => void }) {
  const { t, i18n } = useLingui()
  if (entries.length === 0) return <Text color="fg.muted">{t`No hay cambios que requieran atención.`}</Text>
  return (
    <Stack gap="3" as="ul" ps="0" listStyleType="none" aria-label={t`Cambios`}>
      {entries.map((item) => (
        <li key={item.entry.seq}>
          {item.entry.type === 'referral-appointment.event' ? (
            <AppointmentAttentionItem entry={item.entry} />
          ) : isPlanMutation(item.entry.type) ? (
            <PlanAttentionItem entry={item.entry} title={changeTitle(i18n, item)} />
          ) : item.entry.state === 'conflict' ? <ConflictItem item={item} userId={userId} onView={onView} /> : <FailedItem item={item} lookups={lookups} onView={onView} />}
        </li>
      ))}
    </Stack>
  )
}

function FailedItem({ item, lookups, onView }: { item: AttentionEntry; lookups: SessionLookups; onView: (view: AttentionView) => void }) {
  const { t, i18n } = useLingui()
  const { entry, mine } = item
  const error = entry.lastError
  const reason = error ? describeSessionChangeError(i18n, error.code, error.message) : t`El servidor no aceptó el cambio.`
  const studentName = (index: number) => {
    const visit = mine?.visits?.[index]
    const number = index + 1
    return lookups.students.find((student) => student.student_id === visit?.student_id)?.student_name ?? t`Estudiante ${number}`
  }
  const details = describeFieldErrors(i18n, error?.errors, studentName)
  const savedAt = formatDateTime(entry.createdAt)

  const [confirming, setConfirming] = useState(false)

  return (
    <Card.Root variant="outline" as="article" aria-label={changeTitle(i18n, item)}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{changeTitle(i18n, item)}</Text>
          <SyncStateLabel state="failed" />
        </Flex>
        <Text>{reason}</Text>
        {details.length > 0 ? (
          <Stack as="ul" ps="5" gap="0" textStyle="sm">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </Stack>
        ) : null}
        <Text textStyle="xs" color="fg.muted">
          {t`Guardado en el dispositivo el ${savedAt}`}
        </Text>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" colorPalette="danger" onClick={() => setConfirming(true)}>
            {t`Descartar`}
          </Button>
          {mine ? (
            <Button size="sm" colorPalette="brand" onClick={() => onView({ kind: 'correct', seq: entry.seq })}>
              {t`Corregir`}
            </Button>
          ) : null}
        </HStack>
        <ConfirmDialog
          open={confirming}
          title={t`¿Descartar este cambio?`}
          message={t`El cambio se borrará de este dispositivo y no se enviará. Esta acción no se puede revertir.`}
          confirmLabel={t`Descartar`}
          cancelLabel={t`Cancelar`}
          onConfirm={() => discardChange(entry.seq).catch((failure: unknown) => showSnackbar(describeError(i18n, failure), 'error'))}
          onClose={() => setConfirming(false)}
        />
      </Card.Body>
    </Card.Root>
  )
}

function ConflictItem({ item, userId, onView }: { item: AttentionEntry; userId: number; onView: (view: AttentionView) => void }) {
  const { t, i18n } = useLingui()
  const { whatHappened } = describeConflict(i18n, conflictSource(item.entry.current ?? null, userId))
  return (
    <Card.Root variant="outline" as="article" aria-label={changeTitle(i18n, item)}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{changeTitle(i18n, item)}</Text>
          <SyncStateLabel state="conflict" />
        </Flex>
        <Text>
          {whatHappened}
        </Text>
        <HStack justify="flex-end">
          <Button size="sm" colorPalette="brand" onClick={() => onView({ kind: 'compare', seq: item.entry.seq })}>
            {t`Comparar versiones`}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
