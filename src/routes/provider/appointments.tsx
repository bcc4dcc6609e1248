import { createFileRoute, useRouteContext, useSearch } from '@tanstack/react-router'
import { AppointmentsWeek } from '../../features/provider-referrals/AppointmentsWeek'
import { weekSearch } from '../../features/provider-referrals/week-search'
import { loadFieldworkCatalog } from '../../kit/words/fieldwork-catalog'

export const Route = createFileRoute('/provider/appointments')({
  validateSearch: weekSearch,
  loader: loadFieldworkCatalog,
  component: Appointments,
})

function Appointments() {
  const { user } = useRouteContext({ from: '/provider/appointments' })
  const { week } = useSearch({ from: '/provider/appointments' })
  return user.provider_id === null ? null : <AppointmentsWeek providerId={user.provider_id} week={week} />
}
