import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { redirectIfSignedIn, safeRedirect } from '../kit/session/guards'
import { LoginScreen } from '../features/auth/LoginScreen'

export const Route = createFileRoute('/login')({
  // A plain check, not a schema: this route definition is part of every page's first load.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: redirectIfSignedIn,
  component: Login,
})

function Login() {
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  return <LoginScreen onSignedIn={() => void navigate({ to: safeRedirect(redirect), replace: true })} />
}
