import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { FinanceHome } from '../../features/provider-bills/FinanceHome'

export const Route = createFileRoute('/finance/')({
  loader: loadOfficeCatalog,
  component: FinanceHome,
})
