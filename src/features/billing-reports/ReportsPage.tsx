import { useLingui } from '@lingui/react/macro'
import { BILLING_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ReportsScreen } from './ReportsScreen'

/** Behind the same gate the server checks: module billing, billing.manage. */
export function ReportsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={BILLING_AREA} title={t`Informes de facturación`}>
      <ReportsScreen />
    </OfficeGate>
  )
}
