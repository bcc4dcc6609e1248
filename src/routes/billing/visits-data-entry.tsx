import { createFileRoute } from '@tanstack/react-router'
import { DataEntryPage } from '../../features/billing/BillingPages'
import { drillDownOf } from '../../domain/billing/drill-down'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/billing/visits-data-entry')({
  validateSearch: drillDownOf,
  loader: loadOfficeCatalog,
  component: DataEntryPage,
})
