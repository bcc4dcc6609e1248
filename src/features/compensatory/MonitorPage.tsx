import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { MonitorScreen } from './MonitorScreen'

/** /tasks/compensatory-requests-monitor behind its gate (the referrals module and referrals.read, as the server). */
export function MonitorPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Servicios compensatorios`}>
      <MonitorScreen />
    </OfficeGate>
  )
}
