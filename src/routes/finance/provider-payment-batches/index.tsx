import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/finance/provider-payment-batches/')({
  component: () => <NotAvailableYet title={msg`Lotes de pago`} />,
})
