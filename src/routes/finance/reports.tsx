import { createFileRoute } from '@tanstack/react-router'
import { FinanceReportsPage } from '../../features/finance-reports/FinanceReportsPage'
import { financeReportsSearch } from '../../features/finance-reports/reports-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/finance/reports')({
  validateSearch: financeReportsSearch,
  loader: loadOfficeCatalog,
  component: FinanceReportsPage,
})
