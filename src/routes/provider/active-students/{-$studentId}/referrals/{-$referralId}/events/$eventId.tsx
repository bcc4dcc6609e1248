import { createFileRoute, useParams, useRouteContext } from '@tanstack/react-router'
import { ReferralEventView } from '../../../../../../../features/provider-referrals/ReferralEventView'
import { loadFieldworkCatalog } from '../../../../../../../kit/words/fieldwork-catalog'
import { NotFoundPage } from '../../../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/provider/active-students/{-$studentId}/referrals/{-$referralId}/events/$eventId')({
  loader: loadFieldworkCatalog,
  component: ProviderReferralEvent,
})

function ProviderReferralEvent() {
  const { user } = useRouteContext({ from: '/provider/active-students/{-$studentId}/referrals/{-$referralId}/events/$eventId' })
  const { eventId } = useParams({ from: '/provider/active-students/{-$studentId}/referrals/{-$referralId}/events/$eventId' })
  const id = /^\d{1,9}$/.test(eventId) ? Number(eventId) : 0
  if (user.provider_id === null) return null
  return id > 0 ? <ReferralEventView key={id} providerId={user.provider_id} eventId={id} /> : <NotFoundPage />
}
