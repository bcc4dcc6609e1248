import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link to the student's referral with the plan editor open on `planId` (`?plan=`: the plan
 * editor reads it). The referral route declares its own search; until it does, the extra
 * parameter is passed through as is.
 */
export function ReferralPlanLink({ studentId, referralId, planId, children }: { studentId: number; referralId: number; planId: number; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg" textDecoration="underline">
      <Link
        to="/students/$studentId/referrals/$referralId"
        params={{ studentId: String(studentId), referralId: String(referralId) }}
        search={{ plan: planId } as never}
      >
        {children}
      </Link>
    </ChakraLink>
  )
}
