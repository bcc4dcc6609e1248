import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/provider/service-sessions/history')({
  component: () => <NotAvailableYet title={msg`Historial de sesiones`} />,
})
