import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way from an event or an appointment back to its referral's view on the device. */
export function ReferralLink({ studentId, referralId, number, studentName }: { studentId: number; referralId: number; number: string; studentName: string }) {
  const { t } = useLingui()
  return (
    <Link to="/provider/active-students/{-$studentId}/referrals/$referralId" params={{ studentId: String(studentId), referralId: String(referralId) }}>
      <Text as="span" color="brand.fg" textDecoration="underline">
        {t`Referido ${number} · ${studentName}`}
      </Text>
    </Link>
  )
}
