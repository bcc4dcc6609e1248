import { Alert, Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReferralEvent } from '../../../domain/referrals/types'
import { formatDate } from '../../../kit/words/format-date'

/**
 * Someone changed the event between the moment she read it and her cancel or delete (409): the
 * version she acted on and the server's, side by side. The screen already shows the server's;
 * she decides again on it.
 */
export function EventConflict({ read, current, onDismiss }: { read: ReferralEvent; current: ReferralEvent; onDismiss: () => void }) {
  const { t } = useLingui()
  const describe = (event: ReferralEvent) => {
    const when = event.time ? `${formatDate(event.date)} ${event.time.slice(0, 5)}` : formatDate(event.date)
    const state = event.cancelled ? t`Cancelado (${event.cancel_comment ?? '—'})` : t`Vigente`
    return [event.event_type_name, when, state, event.notes ?? '—'].join(' · ')
  }
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t`Este evento cambió en el servidor. Revise cómo está ahora y vuelva a intentar.`}</Alert.Title>
        <Alert.Description>
          <Stack gap="0">
            <span>{t`Cuando usted lo abrió: ${describe(read)}`}</span>
            <span>{t`Ahora en el servidor: ${describe(current)}`}</span>
          </Stack>
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onDismiss}>
          {t`Entendido`}
        </Button>
      </Stack>
    </Alert.Root>
  )
}
