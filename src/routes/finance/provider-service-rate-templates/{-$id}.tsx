import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/finance/provider-service-rate-templates/{-$id}')({
  component: () => <NotAvailableYet title={msg`Plantilla de tarifas`} />,
})
