import { createFileRoute } from '@tanstack/react-router'
import { requireProvider } from '../../features/auth/guards'

// The provider's own area (spec §6): a user without provider_id is sent to /.
export const Route = createFileRoute('/provider')({
  beforeLoad: requireProvider,
})
