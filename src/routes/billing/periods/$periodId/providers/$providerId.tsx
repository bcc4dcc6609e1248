import { createFileRoute } from '@tanstack/react-router'
import { PeriodProviderPage } from '../../../../../features/billing/BillingPages'
import { periodVisitsSearch } from '../../../../../features/billing/billing-search'
import { loadOfficeCatalog } from '../../../../../kit/words/office-catalog'

export const Route = createFileRoute('/billing/periods/$periodId/providers/$providerId')({
  validateSearch: periodVisitsSearch,
  loader: loadOfficeCatalog,
  component: function PeriodProviderRoute() {
    const { periodId, providerId } = Route.useParams()
    return <PeriodProviderPage periodId={periodId} providerId={providerId} />
  },
})
