import { createFileRoute } from '@tanstack/react-router'
import { LoginHandoff } from '../features/shell/LoginHandoff'

// The login screen is the login entry's page (login.html, src/login); reached inside the app — a
// guard's redirect, signing out — it is loaded as a page (src/domain/login-entry.ts).
export const Route = createFileRoute('/login')({
  // A plain check, not a schema: this route definition is part of every page's first load.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: () => <LoginHandoff />,
})
