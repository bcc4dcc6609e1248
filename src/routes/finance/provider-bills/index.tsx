import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { BillsPage } from '../../../features/provider-bills/BillPages'
import { billsSearch } from '../../../features/provider-bills/bills-search'

export const Route = createFileRoute('/finance/provider-bills/')({
  validateSearch: billsSearch,
  loader: loadOfficeCatalog,
  component: BillsPage,
})
