import { createFileRoute } from '@tanstack/react-router'
import { ProvidersScreen } from '../../features/providers/ProvidersScreen'
import { loadCredentialsCatalog } from '../../kit/words/credentials-catalog'

export const Route = createFileRoute('/providers/')({
  loader: loadCredentialsCatalog,
  component: ProvidersScreen,
})
