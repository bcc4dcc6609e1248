import { createFileRoute, useParams } from '@tanstack/react-router'
import { ProviderScreen } from '../../../features/providers/ProviderScreen'
import { loadCredentialsCatalog } from '../../../kit/words/credentials-catalog'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/')({
  loader: loadCredentialsCatalog,
  component: ProviderRoute,
})

// The hooks name the route by path, not through `Route`: the screen's chunk then does not pull
// this file (and its lazy-import table) out of the start-up bundle.
function ProviderRoute() {
  const { providerId } = useParams({ from: '/providers/$providerId/' })
  const id = /^\d{1,9}$/.test(providerId) ? Number(providerId) : 0
  // Remounted per provider, so one provider's data never shows under another's heading.
  return id > 0 ? <ProviderScreen key={id} providerId={id} /> : <NotFoundPage />
}
