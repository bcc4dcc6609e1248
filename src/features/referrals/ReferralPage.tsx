import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import type { PlanSearch } from '../plans/plan-search'
import { ReferralScreen } from './ReferralScreen'

/** /students/{studentId}/referrals/{referralId} behind its gate. */
export function ReferralPage(props: { studentId: number; referralId: number; plans: PlanSearch; onPlans: (next: PlanSearch) => void }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Referido`}>
      <ReferralScreen {...props} />
    </OfficeGate>
  )
}
