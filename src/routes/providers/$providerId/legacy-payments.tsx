import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { LegacyPaymentsPage } from '../../../features/payment-batches/BatchPages'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/legacy-payments')({
  loader: loadOfficeCatalog,
  component: LegacyPaymentsRoute,
})

function LegacyPaymentsRoute() {
  const { providerId } = useParams({ from: '/providers/$providerId/legacy-payments' })
  const id = /^\d{1,9}$/.test(providerId) && Number(providerId) > 0 ? Number(providerId) : null
  return id === null ? <NotFoundPage /> : <LegacyPaymentsPage providerId={id} />
}
