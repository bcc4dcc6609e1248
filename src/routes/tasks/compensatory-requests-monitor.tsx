import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/tasks/compensatory-requests-monitor')({
  component: () => <NotAvailableYet title={msg`Monitor de solicitudes de servicios compensatorios`} />,
})
