import { createFileRoute } from '@tanstack/react-router'
import { LicenseAlertsScreen } from '../../features/providers/LicenseAlertsScreen'
import { loadCredentialsCatalog } from '../../kit/words/credentials-catalog'

export const Route = createFileRoute('/providers/license-alerts')({
  loader: loadCredentialsCatalog,
  component: LicenseAlertsScreen,
})
