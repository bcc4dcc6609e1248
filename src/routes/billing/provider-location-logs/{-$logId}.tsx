import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'
import { VisitLogPage } from '../../../features/visit-logs/VisitLogsPage'

export const Route = createFileRoute('/billing/provider-location-logs/{-$logId}')({
  loader: loadOfficeCatalog,
  component: VisitLogRoute,
})

// A number: that log. `new` (or no id): the upload of a new log; the bare path itself is taken by
// the list (index route), so the list's button links to …/new. Anything else names nothing.
function VisitLogRoute() {
  const { logId } = useParams({ from: '/billing/provider-location-logs/{-$logId}' })
  if (logId === undefined || logId === 'new') return <VisitLogPage logId={undefined} />
  return /^\d{1,9}$/.test(logId) && Number(logId) > 0 ? <VisitLogPage logId={logId} /> : <NotFoundPage />
}
