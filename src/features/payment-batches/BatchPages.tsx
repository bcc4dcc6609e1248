import { useLingui } from '@lingui/react/macro'
import { FINANCE_AREA } from '../../kit/office/finance-area'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { BatchDetail } from './BatchDetail'
import { BatchesScreen } from './BatchesScreen'
import { LegacyPayments } from './LegacyPayments'
import { NewBatchForm } from './NewBatchForm'

export { NEW_BATCH } from './batches-search'

/** The payment screens behind the finance gate (module and finance.manage, as the server checks). */
export function BatchesPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Lotes de pago`}>
      <BatchesScreen />
    </OfficeGate>
  )
}

/** /finance/provider-payment-batches/{batchId?}: one batch, or a new one without an id. */
export function BatchPage({ batchId }: { batchId: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Lote de pago`}>
      {batchId === undefined ? <NewBatchForm /> : <BatchDetail key={batchId} id={batchId} />}
    </OfficeGate>
  )
}

export function LegacyPaymentsPage({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Pagos del sistema anterior`}>
      <LegacyPayments providerId={providerId} />
    </OfficeGate>
  )
}
