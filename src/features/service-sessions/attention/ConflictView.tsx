import { Button, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { DataTable } from '../../../components/data-table'
import { showSnackbar } from '../../../components/snackbar'
import { StatusBadge } from '../../../components/status-badge'
import { describeError } from '../../../kit/errors/describe-error'
import type { SessionLookups } from '../lookups'
import { discardChange, keepMine } from '../resolve'
import { changeTitle } from './change-title'
import { conflictSource, describeConflict } from './conflict-source'
import { compareSessions } from './session-comparison'
import type { AttentionEntry } from './use-attention-entries'

/** One side of a field; a difference is marked in words beside it and in weight here. */
function Version({ text, differs }: { text: string; differs: boolean }) {
  return (
    <Text
      whiteSpace="pre-wrap"
      fontWeight={differs ? 'semibold' : undefined}
      bg={differs ? 'accent.subtle' : undefined}
      px={differs ? '1' : undefined}
      borderRadius="sm"
    >
      {text}
    </Text>
  )
}

/**
 * Both versions of a session that someone (or the person's other device) changed while the person changed it, field by
 * field, differences marked (in words too, not only colour). The person chooses; the other
 * version replaces theirs only after they confirm.
 */
export function ConflictView({
  item,
  lookups,
  userId,
  onRecordAgain,
  onDone,
}: {
  item: AttentionEntry
  lookups: SessionLookups
  userId: number
  onRecordAgain: () => void
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const { entry, mine } = item
  const theirs = entry.current ?? null
  const rows = compareSessions(mine, theirs, lookups, i18n)
  const { whatHappened, theirVersion } = describeConflict(i18n, conflictSource(theirs, userId))

  async function run(action: () => Promise<void>, done: string) {
    try {
      await action()
      showSnackbar(done, 'success')
      onDone()
    } catch (error) {
      showSnackbar(describeError(i18n, error), 'error')
    }
  }

  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{changeTitle(i18n, item)}</Text>
      <Text role="note">{whatHappened}</Text>
      {mine === null ? <Text role="note">{t`Usted eliminó esta sesión en el dispositivo.`}</Text> : null}
      <DataTable
        caption={t`Comparación de versiones`}
        rowKey={(row) => row.key}
        rows={rows}
        empty={null}
        columns={[
          {
            key: 'field',
            header: t`Campo`,
            cell: (row) => (
              <Stack gap="1" align="flex-start" data-differs={row.differs}>
                <Text fontWeight="medium">{row.label}</Text>
                {row.differs ? <StatusBadge tone="warning">{t`Diferente`}</StatusBadge> : null}
              </Stack>
            ),
          },
          { key: 'mine', header: t`Su versión`, cell: (row) => <Version text={mine === null ? '—' : row.mine} differs={row.differs} /> },
          { key: 'theirs', header: theirVersion, cell: (row) => <Version text={theirs === null ? '—' : row.theirs} differs={row.differs} /> },
        ]}
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" justify="flex-end">
        <Button variant="ghost" onClick={onDone}>
          {t`Volver`}
        </Button>
        <Button variant="outline" colorPalette="danger" onClick={() => setConfirming(true)}>
          {t`Usar la otra versión`}
        </Button>
        {theirs !== null ? (
          <Button colorPalette="brand" onClick={() => void run(() => keepMine(entry.seq), t`Se enviará su versión`)}>
            {t`Conservar mi versión`}
          </Button>
        ) : mine !== null ? (
          <Button colorPalette="brand" onClick={onRecordAgain}>
            {t`Registrar como sesión nueva`}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t`¿Usar la otra versión?`}
        message={t`Su versión se borrará de este dispositivo y quedará la otra. Esta acción no se puede revertir.`}
        confirmLabel={t`Usar la otra versión`}
        cancelLabel={t`Cancelar`}
        onConfirm={() => run(() => discardChange(entry.seq), t`Se usa la otra versión`)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}
