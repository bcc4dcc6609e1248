import { createRootRoute } from '@tanstack/react-router'
import { loadRootSession } from '../kit/session/guards'
import { AppLayout } from '../features/shell/AppLayout'
import { loadQueryClientFor } from '../kit/server-state/query-provider'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'

export const Route = createRootRoute({
  // The session before the first draw; the office's query client before any screen reading through it.
  beforeLoad: async ({ location }) => (await Promise.all([loadRootSession(), loadQueryClientFor(location.pathname)]))[0],
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

function RootLayout() {
  const session = Route.useRouteContext({ select: (context) => context.session })
  return <AppLayout initialSession={session} />
}
