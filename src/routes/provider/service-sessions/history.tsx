import { createFileRoute, useRouteContext, useSearch, useNavigate } from '@tanstack/react-router'
import { SessionHistory } from '../../../features/service-sessions/history/SessionHistory'
import { loadFieldworkCatalog } from '../../../kit/words/fieldwork-catalog'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const Route = createFileRoute('/provider/service-sessions/history')({
  validateSearch: (search: Record<string, unknown>): { month?: string } =>
    typeof search.month === 'string' && MONTH.test(search.month) ? { month: search.month } : {},
  loader: loadFieldworkCatalog,
  component: History,
})

// The screen names its route by id: using this module's Route from the split-off screen would put
// the route definition in a chunk of its own, loaded with every page.
function History() {
  const { user } = useRouteContext({ from: '/provider/service-sessions/history' })
  const { month } = useSearch({ from: '/provider/service-sessions/history' })
  const navigate = useNavigate({ from: '/provider/service-sessions/history' })
  return user.provider_id === null ? null : (
    <SessionHistory providerId={user.provider_id} month={month} onMonth={(next) => void navigate({ search: next ? { month: next } : {} })} />
  )
}
