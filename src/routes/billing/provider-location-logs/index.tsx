import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { VisitLogsPage } from '../../../features/visit-logs/VisitLogsPage'
import { visitLogsSearch } from '../../../features/visit-logs/visit-logs-search'

export const Route = createFileRoute('/billing/provider-location-logs/')({
  validateSearch: visitLogsSearch,
  loader: loadOfficeCatalog,
  component: VisitLogsPage,
})
