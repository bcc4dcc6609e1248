import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ProviderScheduleSlot } from '../../domain/referrals/types'
import { useSession } from '../auth/use-session'
import { canAnywhere } from '../../domain/permissions/permissions'
import { ScheduleEntryActions } from './ScheduleEntryActions'

/** One referral's entry in a provider's day or slot: who, which service and when, opening the referral; with referrals.write, move or end it. */
export function ScheduleEntry({ entry }: { entry: ProviderScheduleSlot }) {
  const user = useSession()?.user
  // The server judges each change by the referral's region; the actions show to whoever may write referrals somewhere.
  const canWrite = Boolean(user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.write'))
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
