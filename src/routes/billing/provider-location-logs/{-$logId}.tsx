import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/billing/provider-location-logs/{-$logId}')({
  component: () => <NotAvailableYet title={msg`Registro de visitas`} />,
})
