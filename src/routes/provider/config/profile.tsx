import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { MyProfileScreen } from '../../../features/providers/MyProfileScreen'
import { loadDevicesCatalog } from '../../../features/devices/devices-catalog'
import { loadCredentialsCatalog } from '../../../kit/words/credentials-catalog'

export const Route = createFileRoute('/provider/config/profile')({
  loader: () => Promise.all([loadCredentialsCatalog(), loadDevicesCatalog()]),
  component: ProfileRoute,
})

// The hook names the route by path, not through `Route`: the screen's chunk then does not pull
// this file (and its lazy-import table) out of the start-up bundle.
function ProfileRoute() {
  const { user } = useRouteContext({ from: '/provider/config/profile' })
  return user.provider_id === null ? null : <MyProfileScreen providerId={user.provider_id} />
}
