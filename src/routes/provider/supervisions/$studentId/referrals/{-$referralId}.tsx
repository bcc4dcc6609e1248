import { createFileRoute, useParams, useRouteContext } from '@tanstack/react-router'
import { StudentSessions } from '../../../../../features/service-sessions/student/StudentSessions'
import { loadFieldworkCatalog } from '../../../../../features/shared/fieldwork-catalog'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

// A supervisor's look at a supervisee's student: the provider who serves them and their sessions.
export const Route = createFileRoute('/provider/supervisions/$studentId/referrals/{-$referralId}')({
  loader: loadFieldworkCatalog,
  component: SupervisedStudent,
})

function SupervisedStudent() {
  const { user } = useRouteContext({ from: '/provider/supervisions/$studentId/referrals/{-$referralId}' })
  const { referralId } = useParams({ from: '/provider/supervisions/$studentId/referrals/{-$referralId}' })
  const id = referralId && /^\d{1,9}$/.test(referralId) ? Number(referralId) : 0
  if (user.provider_id === null) return null
  return id > 0 ? <StudentSessions key={id} mode="supervisor" viewerId={user.provider_id} referralId={id} /> : <NotFoundPage />
}
