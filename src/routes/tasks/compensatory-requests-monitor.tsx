import { createFileRoute } from '@tanstack/react-router'
import { MonitorPage } from '../../features/compensatory/MonitorPage'
import { monitorSearch } from '../../features/compensatory/monitor-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/tasks/compensatory-requests-monitor')({
  validateSearch: monitorSearch,
  loader: loadOfficeCatalog,
  component: MonitorPage,
})
