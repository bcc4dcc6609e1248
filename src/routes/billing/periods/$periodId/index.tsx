import { createFileRoute } from '@tanstack/react-router'
import { PeriodPage } from '../../../../features/billing/BillingPages'
import { loadOfficeCatalog } from '../../../../features/office/office-catalog'

export const Route = createFileRoute('/billing/periods/$periodId/')({
  loader: loadOfficeCatalog,
  component: function PeriodRoute() {
    const { periodId } = Route.useParams()
    return <PeriodPage periodId={periodId} />
  },
})
