import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { BatchPage, NEW_BATCH } from '../../../features/payment-batches/BatchPages'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/finance/provider-payment-batches/{-$batchId}')({
  loader: loadOfficeCatalog,
  component: BatchRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null)

// A number: that batch; `new` (the bare path is the list's): a new one. Anything else names nothing.
function BatchRoute() {
  const { batchId } = useParams({ from: '/finance/provider-payment-batches/{-$batchId}' })
  const batch = batchId === undefined || batchId === NEW_BATCH ? undefined : idOf(batchId)
  if (batch === null) return <NotFoundPage />
  return <BatchPage batchId={batch} />
}
