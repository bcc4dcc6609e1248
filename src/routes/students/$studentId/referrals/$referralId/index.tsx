import { createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../../kit/words/office-catalog'
import { planSearch } from '../../../../../features/plans/plan-search'
import { loadPlansCatalog } from '../../../../../features/plans/plans-catalog'
import { ReferralPage } from '../../../../../features/referrals/ReferralPage'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/students/$studentId/referrals/$referralId/')({
  // ?plans=<tab>&plan=<id>: the plan list's tab and the open plan (spec §2 keeps the plans in the referral).
  validateSearch: planSearch,
  loader: async () => {
    await Promise.all([loadOfficeCatalog(), loadPlansCatalog()])
  },
  component: ReferralRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0)

function ReferralRoute() {
  const params = useParams({ from: '/students/$studentId/referrals/$referralId/' })
  const search = useSearch({ from: '/students/$studentId/referrals/$referralId/' })
  const navigate = useNavigate({ from: '/students/$studentId/referrals/$referralId/' })
  const studentId = idOf(params.studentId)
  const referralId = idOf(params.referralId)
  return studentId > 0 && referralId > 0 ? <ReferralPage studentId={studentId} referralId={referralId} plans={search} onPlans={(next) => void navigate({ search: next })} /> : <NotFoundPage />
}
