import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../kit/session/guards'
import { HomeScreen } from '../features/home/HomeScreen'

export const Route = createFileRoute('/')({
  beforeLoad: requireAuth,
  component: Home,
})

function Home() {
  // The guard already read the user from the device: the screen draws at once, no spinner.
  const { user } = Route.useRouteContext()
  return <HomeScreen user={user} />
}
