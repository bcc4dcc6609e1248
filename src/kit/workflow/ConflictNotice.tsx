import { Alert, Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A refused action or edit answered 409 with the record as it is now: the person sees what it
 * became (who claimed it, its status, its fields) before deciding again, never a silent retry.
 */
export function ConflictNotice({ message, current, onReload }: { message: string; current: ReactNode; onReload: () => void }) {
  const { t } = useLingui()
  return (
    <Alert.Root status="warning" role="alert" alignItems="start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            {current}
            <Button size="sm" variant="outline" alignSelf="start" onClick={onReload}>
              {t`Usar la versión actual`}
            </Button>
          </Stack>
        </Alert.Description>
      </Stack>
    </Alert.Root>
  )
}
