import { createFileRoute, useParams, useRouteContext } from '@tanstack/react-router'
import { StudentSessions } from '../../../../../../features/service-sessions/student/StudentSessions'
import { loadFieldworkCatalog } from '../../../../../../features/shared/fieldwork-catalog'
import { NotFoundPage } from '../../../../../../features/shell/NotFoundPage'

// Until the referrals work builds the referral view, a student's row opens the student's sessions.
export const Route = createFileRoute('/provider/active-students/{-$studentId}/referrals/$referralId/')({
  loader: loadFieldworkCatalog,
  component: ProviderStudent,
})

function ProviderStudent() {
  const { user } = useRouteContext({ from: '/provider/active-students/{-$studentId}/referrals/$referralId/' })
  const { referralId } = useParams({ from: '/provider/active-students/{-$studentId}/referrals/$referralId/' })
  const id = /^\d{1,9}$/.test(referralId) ? Number(referralId) : 0
  if (user.provider_id === null) return null
  return id > 0 ? <StudentSessions key={id} mode="provider" viewerId={user.provider_id} referralId={id} /> : <NotFoundPage />
}
