import { useLingui } from '@lingui/react/macro'
import { FINANCE_AREA } from '../../kit/office/finance-area'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { FinanceReportsScreen } from './FinanceReportsScreen'

/** Behind the same gate the server checks: module finance, finance.manage. */
export function FinanceReportsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Informes de finanzas`}>
      <FinanceReportsScreen />
    </OfficeGate>
  )
}
