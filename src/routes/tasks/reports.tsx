import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { ReportsPage } from '../../features/tasks/ReportsPage'

export const Route = createFileRoute('/tasks/reports')({
  loader: loadOfficeCatalog,
  component: ReportsPage,
})
