import { createFileRoute } from '@tanstack/react-router'
import { RegisterVisitsPage } from '../../../features/billing/BillingPages'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'

export const Route = createFileRoute('/support/provider/register-visits')({
  loader: loadOfficeCatalog,
  component: RegisterVisitsPage,
})
