import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../../kit/words/office-catalog'
import { VisitImportsPage } from '../../../../../features/visit-imports/VisitImportsScreen'

export const Route = createFileRoute('/billing/periods/$periodId/imports/{-$importId}')({
  loader: loadOfficeCatalog,
  component: function VisitImportsRoute() {
    const { periodId, importId } = Route.useParams()
    return <VisitImportsPage periodId={Number(periodId)} importId={importId ? Number(importId) : undefined} />
  },
})
