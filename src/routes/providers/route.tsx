import { createFileRoute } from '@tanstack/react-router'
import { requireStaff } from '../../kit/session/guards'

// Office staff only (spec §6): a provider is sent to /.
export const Route = createFileRoute('/providers')({
  beforeLoad: requireStaff,
})
