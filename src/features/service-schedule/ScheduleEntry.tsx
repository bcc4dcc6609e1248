import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { canAnywhere } from '../../domain/permissions/permissions'
import type { ProviderScheduleSlot } from '../../domain/referrals/types'
import { useSession } from '../../kit/session/use-session'
import { ScheduleEntryActions } from './ScheduleEntryActions'

/** One referral's entry in a provider's day or slot: who, which service and when, opening the referral; with referrals.write, move or end it. */
export function ScheduleEntry({ entry, canWrite }: { entry: ProviderScheduleSlot; canWrite: boolean }) {
  return (
    <Stack gap="1" py="1">
      <ChakraLink asChild color="brand.fg" textDecoration="underline">
        <Link to="/students/$studentId/referrals/$referralId" params={{ studentId: String(entry.student_id), referralId: String(entry.referral_id) }}>
          {`${entry.start_time.slice(0, 5)}–${entry.end_time.slice(0, 5)} ${entry.student_name}`}
        </Link>
      </ChakraLink>
      <Text textStyle="sm" color="fg.muted">{`${entry.service_name} · ${entry.referral_number}`}</Text>
      {canWrite ? <ScheduleEntryActions entry={entry} /> : null}
    </Stack>
  )
}

/**
 * Whether the signed-in person may change schedules: undefined while her session is being read.
 * The server judges each change by the referral's region; the actions show to whoever may write
 * referrals somewhere.
 */
export function useCanWriteSchedules(): boolean | undefined {
  const session = useSession()
  if (session === undefined) return undefined
  const user = session?.user
  return Boolean(user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.write'))
}
