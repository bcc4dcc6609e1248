import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { ConfigHub } from '../../features/users/ConfigHub'

export const Route = createFileRoute('/config/')({
  loader: loadOfficeCatalog,
  component: ConfigRoute,
})

function ConfigRoute() {
  const { user } = useRouteContext({ from: '/config/' })
  return <ConfigHub user={user} />
}
