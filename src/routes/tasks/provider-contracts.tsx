import { createFileRoute } from '@tanstack/react-router'
import { ContractTasksPage } from '../../features/contracts/ContractPages'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/tasks/provider-contracts')({
  loader: loadOfficeCatalog,
  component: ContractTasksPage,
})
