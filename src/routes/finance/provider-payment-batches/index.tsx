import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { BatchesPage } from '../../../features/payment-batches/BatchPages'
import { batchesSearch } from '../../../features/payment-batches/batches-search'

export const Route = createFileRoute('/finance/provider-payment-batches/')({
  validateSearch: batchesSearch,
  loader: loadOfficeCatalog,
  component: BatchesPage,
})
