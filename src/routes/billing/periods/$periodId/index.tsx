import { createFileRoute } from '@tanstack/react-router'
import { PeriodPage } from '../../../../features/billing/BillingPages'
import { periodFindingsSearch } from '../../../../features/billing/billing-search'
import { loadOfficeCatalog } from '../../../../kit/words/office-catalog'

export const Route = createFileRoute('/billing/periods/$periodId/')({
  validateSearch: periodFindingsSearch,
  loader: loadOfficeCatalog,
  component: function PeriodRoute() {
    const { periodId } = Route.useParams()
    return <PeriodPage periodId={periodId} />
  },
})
