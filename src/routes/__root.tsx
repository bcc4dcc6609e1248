import { createRootRoute } from '@tanstack/react-router'
import { loadRootSession } from '../features/auth/guards'
import { AppLayout } from '../features/shell/AppLayout'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'

export const Route = createRootRoute({
  beforeLoad: loadRootSession,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

function RootLayout() {
  const session = Route.useRouteContext({ select: (context) => context.session })
  return <AppLayout initialSession={session} />
}
