import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guards'

// Any signed-in person (spec §6 "auth"): anonymous visitors go to /login.
export const Route = createFileRoute('/boilerplate')({
  beforeLoad: requireAuth,
})
