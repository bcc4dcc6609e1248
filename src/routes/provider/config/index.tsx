import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { ProviderConfigHub } from '../../../features/users/ProviderConfigHub'

// The settings hub's texts (password, language) are in the office catalog with the account screens.
export const Route = createFileRoute('/provider/config/')({
  loader: loadOfficeCatalog,
  component: ProviderConfigHub,
})
