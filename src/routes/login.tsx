import { createFileRoute, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { redirectIfSignedIn, safeRedirect } from '../features/auth/guards'
import { LoginScreen } from '../features/auth/LoginScreen'

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: redirectIfSignedIn,
  component: Login,
})

function Login() {
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  return <LoginScreen onSignedIn={() => void navigate({ to: safeRedirect(redirect), replace: true })} />
}
