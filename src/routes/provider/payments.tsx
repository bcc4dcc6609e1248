import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { ProviderPayments } from '../../features/payment-batches/ProviderPayments'

export const Route = createFileRoute('/provider/payments')({
  loader: loadOfficeCatalog,
  component: ProviderPayments,
})
