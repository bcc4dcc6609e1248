import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/providers/license-alerts')({
  component: () => <NotAvailableYet title={msg`Alertas de licencias`} />,
})
