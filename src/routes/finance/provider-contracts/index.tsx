import { createFileRoute } from '@tanstack/react-router'
import { ContractsPage } from '../../../features/contracts/ContractPages'
import { contractsSearch } from '../../../features/contracts/contracts-search'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'

export const Route = createFileRoute('/finance/provider-contracts/')({
  validateSearch: contractsSearch,
  loader: loadOfficeCatalog,
  component: ContractsPage,
})
