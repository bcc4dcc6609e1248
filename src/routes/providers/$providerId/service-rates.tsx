import { createFileRoute, useParams } from '@tanstack/react-router'
import { ServiceRatesPage } from '../../../features/finance/FinancePages'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/service-rates')({
  loader: loadOfficeCatalog,
  component: ServiceRatesRoute,
})

function ServiceRatesRoute() {
  const { providerId } = useParams({ from: '/providers/$providerId/service-rates' })
  const id = /^\d{1,9}$/.test(providerId) ? Number(providerId) : 0
  return id > 0 ? <ServiceRatesPage providerId={id} /> : <NotFoundPage />
}
