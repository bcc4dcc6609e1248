import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { ReferralsPage } from '../../features/referrals/ReferralsPage'
import { referralsSearch } from '../../features/referrals/referrals-search'

export const Route = createFileRoute('/referrals/')({
  validateSearch: referralsSearch,
  loader: loadOfficeCatalog,
  component: ReferralsPage,
})
