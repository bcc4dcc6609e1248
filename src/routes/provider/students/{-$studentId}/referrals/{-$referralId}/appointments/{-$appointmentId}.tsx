import { createFileRoute, useParams, useRouteContext } from '@tanstack/react-router'
import { AppointmentView } from '../../../../../../../features/provider-referrals/AppointmentView'
import { loadFieldworkCatalog } from '../../../../../../../kit/words/fieldwork-catalog'
import { NotFoundPage } from '../../../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}')({
  loader: loadFieldworkCatalog,
  component: ProviderAppointment,
})

function ProviderAppointment() {
  const { user } = useRouteContext({ from: '/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}' })
  const { appointmentId } = useParams({ from: '/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}' })
  const id = appointmentId && /^\d{1,9}$/.test(appointmentId) ? Number(appointmentId) : 0
  if (user.provider_id === null) return null
  return id > 0 ? <AppointmentView key={id} user={{ ...user, provider_id: user.provider_id }} appointmentId={id} /> : <NotFoundPage />
}
