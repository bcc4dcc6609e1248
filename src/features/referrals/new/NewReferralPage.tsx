import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../../kit/office/destinations'
import { OfficeGate } from '../../../kit/office/OfficeGate'
import { NewReferralScreen } from './NewReferralScreen'

/** /students/{studentId}/referrals/new behind its gate: creating one needs referrals.write. */
export function NewReferralPage({ studentId }: { studentId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={{ ...REFERRALS_AREA, permission: 'referrals.write' }} title={t`Nuevo referido`}>
      <NewReferralScreen studentId={studentId} />
    </OfficeGate>
  )
}
