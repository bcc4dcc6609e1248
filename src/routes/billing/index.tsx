import { createFileRoute } from '@tanstack/react-router'
import { BillingHomePage } from '../../features/billing/BillingPages'
import { billingHomeSearch } from '../../features/billing/billing-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/billing/')({
  validateSearch: billingHomeSearch,
  loader: loadOfficeCatalog,
  component: BillingHomePage,
})
