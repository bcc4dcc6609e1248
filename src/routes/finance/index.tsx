import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../features/office/office-catalog'
import { FinanceHome } from '../../features/provider-bills/FinanceHome'

export const Route = createFileRoute('/finance/')({
  loader: loadOfficeCatalog,
  component: FinanceHome,
})
