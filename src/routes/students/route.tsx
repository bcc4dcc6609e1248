import { createFileRoute } from '@tanstack/react-router'
import { requireStaff } from '../../features/auth/guards'

// Office staff only (spec §6): a provider is sent to /.
export const Route = createFileRoute('/students')({
  beforeLoad: requireStaff,
})
