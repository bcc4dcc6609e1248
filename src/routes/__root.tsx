import { createRootRoute } from '@tanstack/react-router'
import { AppLayout } from '../features/shell/AppLayout'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'

export const Route = createRootRoute({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
