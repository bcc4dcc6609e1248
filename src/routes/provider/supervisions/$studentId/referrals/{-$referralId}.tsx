import { createFileRoute, useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { planSearch } from '../../../../../features/plans/plan-search'
import { loadPlansCatalog } from '../../../../../features/plans/plans-catalog'
import { ReferralView } from '../../../../../features/provider-referrals/ReferralView'
import { loadFieldworkCatalog } from '../../../../../kit/words/fieldwork-catalog'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

// A supervisor's read-only look at a supervisee's referral, with the supervisee's sessions for it.
export const Route = createFileRoute('/provider/supervisions/$studentId/referrals/{-$referralId}')({
  // ?plans=<tab>&plan=<id>: the plan list's tab and the open plan.
  validateSearch: planSearch,
  loader: async () => {
    await Promise.all([loadFieldworkCatalog(), loadPlansCatalog()])
  },
  component: SupervisedReferral,
})

function SupervisedReferral() {
  const { user } = useRouteContext({ from: '/provider/supervisions/$studentId/referrals/{-$referralId}' })
  const { referralId } = useParams({ from: '/provider/supervisions/$studentId/referrals/{-$referralId}' })
  const search = useSearch({ from: '/provider/supervisions/$studentId/referrals/{-$referralId}' })
  const navigate = useNavigate({ from: '/provider/supervisions/$studentId/referrals/{-$referralId}' })
  const id = referralId && /^\d{1,9}$/.test(referralId) ? Number(referralId) : 0
  if (user.provider_id === null) return null
  return id > 0 ? <ReferralView key={id} mode="supervisor" viewerId={user.provider_id} referralId={id} plans={search} onPlans={(next) => void navigate({ search: next })} /> : <NotFoundPage />
}
