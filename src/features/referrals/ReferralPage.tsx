import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../office/destinations'
import { OfficeGate } from '../office/OfficeGate'
import { ReferralScreen } from './ReferralScreen'

/** /students/{studentId}/referrals/{referralId} behind its gate. */
export function ReferralPage(props: { studentId: number; referralId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Referido`}>
      <ReferralScreen {...props} />
    </OfficeGate>
  )
}
