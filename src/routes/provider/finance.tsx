import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { ProviderFinance } from '../../features/contracts/ProviderFinance'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/provider/finance')({
  loader: loadOfficeCatalog,
  component: ProviderFinanceRoute,
})

function ProviderFinanceRoute() {
  const { user } = useRouteContext({ from: '/provider/finance' })
  return user.provider_id === null ? null : <ProviderFinance providerId={user.provider_id} />
}
