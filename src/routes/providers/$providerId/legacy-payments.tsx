import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/providers/$providerId/legacy-payments')({
  component: () => <NotAvailableYet title={msg`Pagos del sistema anterior`} />,
})
