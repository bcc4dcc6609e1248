import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReferralSchedule } from '../../../domain/referrals/types'
import { IrreversibleConfirm } from '../../../kit/dialogs/IrreversibleConfirm'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { showSnackbar } from '../../../components/snackbar'
import { describeError } from '../../../kit/errors/describe-error'
import { useSaveSchedule } from '../api/referral-schedules'
import { currentOnConflict } from './schedule-form'
import { describeSchedule, ScheduleConflict } from './ScheduleConflict'
import { ScheduleDialog } from './ScheduleDialog'

type Editing = { kind: 'add' } | { kind: 'change'; schedule: ReferralSchedule }

/**
 * The referral's weekly schedule; with referrals.write over it, entries are added, changed and
 * removed here (each a change of this referral's schedule, with its version `hash`).
 */
export function ScheduleSection({ referralId, schedules, canWrite }: { referralId: number; schedules: ReferralSchedule[]; canWrite: boolean }) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [removing, setRemoving] = useState<ReferralSchedule | null>(null)
  const [removeConflict, setRemoveConflict] = useState<{ mine: ReferralSchedule; current: ReferralSchedule } | null>(null)
  const save = useSaveSchedule(referralId)

  const remove = (schedule: ReferralSchedule, hash: string) =>
    save
      .mutateAsync({ kind: 'remove', scheduleId: schedule.id, hash })
      .then(() => showSnackbar(t`Horario quitado`, 'success'))
      .catch((error: unknown) => {
        const current = currentOnConflict<ReferralSchedule>(error)
        // Gone already: what the person wanted is done.
        if (current === null) showSnackbar(t`Horario quitado`, 'success')
        else if (current) setRemoveConflict({ mine: schedule, current })
        else showSnackbar(describeError(i18n, error), 'error')
      })

  const columns: DataColumn<ReferralSchedule>[] = [
    { key: 'day', header: t`Día`, cell: (row) => row.day_of_week_name },
    { key: 'time', header: t`Horario`, cell: (row) => `${row.start_time.slice(0, 5)} – ${row.end_time.slice(0, 5)}` },
  ]
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Acciones`,
      cell: (row) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" aria-label={t`Cambiar ${describeSchedule(row)}`} onClick={() => setEditing({ kind: 'change', schedule: row })}>
            {t`Cambiar`}
          </Button>
          <Button size="xs" variant="outline" colorPalette="danger" aria-label={t`Quitar ${describeSchedule(row)}`} onClick={() => setRemoving(row)}>
            {t`Quitar`}
          </Button>
        </HStack>
      ),
    })
  }
  return (
    <Stack as="section" gap="2">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md">{t`Horario semanal`}</Heading>
        {canWrite ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({ kind: 'add' })}>
            {t`Agregar horario`}
          </Button>
        ) : null}
      </HStack>
      {removeConflict ? (
        <ScheduleConflict
          current={removeConflict.current}
          mine={t`quitar ${describeSchedule(removeConflict.mine)}`}
          retryLabel={t`Quitar la versión actual`}
          onRetry={() => {
            const { current } = removeConflict
            setRemoveConflict(null)
            void remove(current, current.hash)
          }}
          onDismiss={() => setRemoveConflict(null)}
        />
      ) : null}
      <DataTable caption={t`Horario semanal`} columns={columns} rows={schedules} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`Este referido no tiene horario.`}</Text>} />
      {editing ? <ScheduleDialog referralId={referralId} schedule={editing.kind === 'change' ? editing.schedule : null} onClose={() => setEditing(null)} /> : null}
      <IrreversibleConfirm
        open={removing !== null}
        subject={removing ? t`Quitar del horario: ${describeSchedule(removing)}` : undefined}
        confirmLabel={t`Quitar`}
        onConfirm={() => (removing ? remove(removing, removing.hash) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  )
}
