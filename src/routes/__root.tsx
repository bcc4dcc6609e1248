import { createRootRoute } from '@tanstack/react-router'
import { readSession } from '../db/session'
import { AppLayout } from '../features/shell/AppLayout'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'

export const Route = createRootRoute({
  // Read before the first draw, so the app bar is there from the first frame (no layout shift).
  beforeLoad: async () => ({ session: await readSession() }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

function RootLayout() {
  const session = Route.useRouteContext({ select: (context) => context.session })
  return <AppLayout initialSession={session} />
}
