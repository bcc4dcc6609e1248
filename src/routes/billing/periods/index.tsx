import { createFileRoute } from '@tanstack/react-router'
import { PeriodsPage } from '../../../features/billing/BillingPages'
import { periodsSearch } from '../../../features/billing/billing-search'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'

export const Route = createFileRoute('/billing/periods/')({
  validateSearch: periodsSearch,
  loader: loadOfficeCatalog,
  component: PeriodsPage,
})
