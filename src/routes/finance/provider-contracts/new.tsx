import { createFileRoute } from '@tanstack/react-router'
import { NewContractPage } from '../../../features/contracts/ContractPages'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'

export const Route = createFileRoute('/finance/provider-contracts/new')({
  loader: loadOfficeCatalog,
  component: NewContractPage,
})
