import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../../kit/office/destinations'
import { OfficeGate } from '../../../kit/office/OfficeGate'
import { ReferralEventsScreen } from './ReferralEventsScreen'

/** /students/{studentId}/referrals/{referralId?}/events/{eventId?} behind its gate. */
export function ReferralEventsPage(props: { studentId: number; referralId?: number; eventId?: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Eventos del referido`}>
      <ReferralEventsScreen {...props} />
    </OfficeGate>
  )
}
