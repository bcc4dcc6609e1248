import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReferralSchedule } from '../../../domain/referrals/types'

export const describeSchedule = (schedule: Pick<ReferralSchedule, 'day_of_week_name' | 'start_time' | 'end_time'>) =>
  `${schedule.day_of_week_name} ${schedule.start_time.slice(0, 5)}–${schedule.end_time.slice(0, 5)}`

/**
 * Someone changed the entry since it was read (409): both versions side by side, and the choice
 * to apply the person's own on top of the current one. Nothing is overwritten without her asking.
 */
export function ScheduleConflict({ current, mine, retryLabel, onRetry, onDismiss }: { current: ReferralSchedule; mine: string; retryLabel: string; onRetry: () => void; onDismiss?: () => void }) {
  const { t } = useLingui()
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t`Este horario cambió en el servidor mientras usted lo editaba.`}</Alert.Title>
        <Alert.Description>
          <Stack gap="0">
            <span>{t`Ahora en el servidor: ${describeSchedule(current)}`}</span>
            <span>{t`Su versión: ${mine}`}</span>
          </Stack>
        </Alert.Description>
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={onRetry}>
            {retryLabel}
          </Button>
          {onDismiss ? (
            <Button size="sm" variant="outline" onClick={onDismiss}>
              {t`Dejar la versión del servidor`}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Alert.Root>
  )
}
