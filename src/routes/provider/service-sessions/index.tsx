import { createFileRoute, useRouteContext, useSearch, useNavigate } from '@tanstack/react-router'
import { DaySessions } from '../../../features/service-sessions/day/DaySessions'
import { daySearch } from '../../../features/service-sessions/day/day-search'
import { loadFieldworkCatalog } from '../../../kit/words/fieldwork-catalog'

export const Route = createFileRoute('/provider/service-sessions/')({
  validateSearch: daySearch,
  loader: loadFieldworkCatalog,
  component: DaySessionsRoute,
})

// The screen names its route by id: using this module's Route from the split-off screen would put
// the route definition in a chunk of its own, loaded with every page.
function DaySessionsRoute() {
  const { user } = useRouteContext({ from: '/provider/service-sessions/' })
  const search = useSearch({ from: '/provider/service-sessions/' })
  const navigate = useNavigate({ from: '/provider/service-sessions/' })
  const providerId = user.provider_id
  if (providerId === null) return null
  return <DaySessions user={{ ...user, provider_id: providerId }} search={search} onSearch={(next) => void navigate({ search: next })} />
}
