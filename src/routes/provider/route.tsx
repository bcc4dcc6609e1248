import { createFileRoute } from '@tanstack/react-router'
import { requireProvider } from '../../kit/session/guards'
import { refreshProfileInBackground } from '../../kit/session/refresh-profile'

// The provider's own area (spec §6): a user without provider_id is sent to /. On every
// navigation inside it, the provider's record is refreshed in the background.
export const Route = createFileRoute('/provider')({
  beforeLoad: async (context) => {
    const guarded = await requireProvider(context)
    refreshProfileInBackground()
    return guarded
  },
})
