import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { MyAccountScreen } from '../../features/users/MyAccountScreen'

export const Route = createFileRoute('/config/profile')({
  loader: loadOfficeCatalog,
  component: ProfileRoute,
})

function ProfileRoute() {
  const { user } = useRouteContext({ from: '/config/profile' })
  return <MyAccountScreen userId={user.id} />
}
