import { createFileRoute, useParams } from '@tanstack/react-router'
import { ProviderRequestsPage } from '../../../../../features/compensatory/RequestsPages'
import { requestsSearch } from '../../../../../features/compensatory/requests-search'
import { loadOfficeCatalog } from '../../../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/specialties/{-$specialtyId}/compensatory-requests')({
  validateSearch: requestsSearch,
  loader: loadOfficeCatalog,
  component: ProviderRequestsRoute,
})

const idOf = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : 0)

function ProviderRequestsRoute() {
  const params = useParams({ from: '/providers/$providerId/specialties/{-$specialtyId}/compensatory-requests' })
  const providerId = idOf(params.providerId)
  const specialtyId = params.specialtyId === undefined ? undefined : idOf(params.specialtyId)
  return providerId > 0 && specialtyId !== 0 ? <ProviderRequestsPage providerId={providerId} specialtyId={specialtyId} /> : <NotFoundPage />
}
