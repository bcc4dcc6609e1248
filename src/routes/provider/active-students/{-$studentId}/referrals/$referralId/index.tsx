import { createFileRoute, useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { planSearch } from '../../../../../../features/plans/plan-search'
import { loadPlansCatalog } from '../../../../../../features/plans/plans-catalog'
import { ReferralView } from '../../../../../../features/provider-referrals/ReferralView'
import { loadFieldworkCatalog } from '../../../../../../kit/words/fieldwork-catalog'
import { NotFoundPage } from '../../../../../../features/shell/NotFoundPage'

// A student's row in "Estudiantes activos" opens the referral, read from the device.
export const Route = createFileRoute('/provider/active-students/{-$studentId}/referrals/$referralId/')({
  // ?plans=<tab>&plan=<id>: the plan list's tab and the open plan.
  validateSearch: planSearch,
  loader: async () => {
    await Promise.all([loadFieldworkCatalog(), loadPlansCatalog()])
  },
  component: ProviderReferral,
})

function ProviderReferral() {
  const { user } = useRouteContext({ from: '/provider/active-students/{-$studentId}/referrals/$referralId/' })
  const { referralId } = useParams({ from: '/provider/active-students/{-$studentId}/referrals/$referralId/' })
  const search = useSearch({ from: '/provider/active-students/{-$studentId}/referrals/$referralId/' })
  const navigate = useNavigate({ from: '/provider/active-students/{-$studentId}/referrals/$referralId/' })
  const id = /^\d{1,9}$/.test(referralId) ? Number(referralId) : 0
  if (user.provider_id === null) return null
  return id > 0 ? <ReferralView key={id} mode="provider" viewerId={user.provider_id} referralId={id} plans={search} onPlans={(next) => void navigate({ search: next })} /> : <NotFoundPage />
}
