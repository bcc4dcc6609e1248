import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ReferralsScreen } from './ReferralsScreen'

/** /referrals behind its gate. */
export function ReferralsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Referidos`}>
      <ReferralsScreen />
    </OfficeGate>
  )
}
