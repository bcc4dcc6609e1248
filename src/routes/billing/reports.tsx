import { createFileRoute } from '@tanstack/react-router'
import { ReportsPage } from '../../features/billing-reports/ReportsPage'
import { reportsSearch } from '../../features/billing-reports/reports-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/billing/reports')({
  validateSearch: reportsSearch,
  loader: loadOfficeCatalog,
  component: ReportsPage,
})
