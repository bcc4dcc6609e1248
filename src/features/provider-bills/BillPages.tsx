import { useLingui } from '@lingui/react/macro'
import { FINANCE_AREA } from '../../kit/office/finance-area'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { BillDetail } from './BillDetail'
import { BillsScreen } from './BillsScreen'
import { NewBillForm } from './NewBillForm'

/** The bill screens behind the finance gate (module and finance.manage, as the server checks). */
export function BillsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Facturas de proveedores`}>
      <BillsScreen />
    </OfficeGate>
  )
}

/** /finance/provider-bills/{billId?}: one bill, or a new one when no id is given. */
export function BillPage({ billId }: { billId: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Factura de proveedor`}>
      {billId === undefined ? <NewBillForm /> : <BillDetail key={billId} id={billId} />}
    </OfficeGate>
  )
}
