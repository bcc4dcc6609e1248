import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/finance/provider-payment-batches/{-$batchId}')({
  component: () => <NotAvailableYet title={msg`Lote de pago`} />,
})
