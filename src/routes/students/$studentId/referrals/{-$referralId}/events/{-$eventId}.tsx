import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../../../kit/words/office-catalog'
import { ReferralEventsPage } from '../../../../../../features/referrals/events/ReferralEventsPage'
import { NotFoundPage } from '../../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/students/$studentId/referrals/{-$referralId}/events/{-$eventId}')({
  loader: loadOfficeCatalog,
  component: ReferralEventsRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0)

function ReferralEventsRoute() {
  const params = useParams({ from: '/students/$studentId/referrals/{-$referralId}/events/{-$eventId}' })
  const studentId = idOf(params.studentId)
  // An optional part that is there must be an id too.
  const referralId = params.referralId === undefined ? undefined : idOf(params.referralId)
  const eventId = params.eventId === undefined ? undefined : idOf(params.eventId)
  const valid = studentId > 0 && referralId !== 0 && eventId !== 0
  return valid ? <ReferralEventsPage studentId={studentId} referralId={referralId} eventId={eventId} /> : <NotFoundPage />
}
