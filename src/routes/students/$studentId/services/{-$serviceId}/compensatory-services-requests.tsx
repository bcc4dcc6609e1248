import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/students/$studentId/services/{-$serviceId}/compensatory-services-requests')({
  component: () => <NotAvailableYet title={msg`Solicitudes de servicios compensatorios`} />,
})
