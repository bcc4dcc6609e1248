import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../../features/office/office-catalog'
import { ReferralPage } from '../../../../../features/referrals/ReferralPage'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/students/$studentId/referrals/$referralId/')({
  loader: loadOfficeCatalog,
  component: ReferralRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0)

function ReferralRoute() {
  const params = useParams({ from: '/students/$studentId/referrals/$referralId/' })
  const studentId = idOf(params.studentId)
  const referralId = idOf(params.referralId)
  return studentId > 0 && referralId > 0 ? <ReferralPage studentId={studentId} referralId={referralId} /> : <NotFoundPage />
}
