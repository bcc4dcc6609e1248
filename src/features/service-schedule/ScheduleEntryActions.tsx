import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ProviderScheduleSlot } from '../../domain/referrals/types'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { showSnackbar } from '../../components/snackbar'
import { useSaveSchedule } from '../referrals/api/referral-schedules'
import { currentOnConflict } from '../referrals/schedule/schedule-form'
import { describeSchedule } from '../referrals/schedule/ScheduleConflict'
import { ScheduleDialog } from '../referrals/schedule/ScheduleDialog'
import { describeError } from '../../kit/errors/describe-error'

/**
 * "Mover" and "Terminar" on one entry of a provider's week. A slot is not a record of its own
 * (spec §7 has no call for it): moving is a change of that referral's schedule entry (PUT with
 * its hash, through the referral's own schedule dialog, 409 and all), ending it removes the
 * entry from the referral's schedule (DELETE with its hash).
 */
export function ScheduleEntryActions({ entry }: { entry: ProviderScheduleSlot }) {
  const { t, i18n } = useLingui()
  const [moving, setMoving] = useState(false)
  const [ending, setEnding] = useState(false)
  const save = useSaveSchedule(entry.referral_id)
  const what = `${entry.student_name} · ${describeSchedule(entry)}`
  const end = () =>
    save
      .mutateAsync({ kind: 'remove', scheduleId: entry.id, hash: entry.hash })
      .then(() => showSnackbar(t`Horario terminado`, 'success'))
      .catch((error: unknown) => {
        const current = currentOnConflict(error)
        // The week is fetched again after any answer: she sees the entry as it is now and decides again.
        if (current !== undefined) showSnackbar(t`Este horario cambió en el servidor mientras usted lo editaba.`, 'error')
        else showSnackbar(describeError(i18n, error), 'error')
      })
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" aria-label={t`Mover ${what}`} onClick={() => setMoving(true)}>
        {t`Mover`}
      </Button>
      <Button size="xs" variant="outline" colorPalette="danger" aria-label={t`Terminar ${what}`} onClick={() => setEnding(true)}>
        {t`Terminar`}
      </Button>
      {moving ? <ScheduleDialog referralId={entry.referral_id} schedule={entry} onClose={() => setMoving(false)} /> : null}
      <IrreversibleConfirm
        open={ending}
        subject={t`Terminar en el referido ${entry.referral_number}: ${what}`}
        confirmLabel={t`Terminar`}
        onConfirm={end}
        onClose={() => setEnding(false)}
      />
    </HStack>
  )
}
