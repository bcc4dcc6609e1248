import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/providers/$providerId/specialties/{-$specialtyId}/compensatory-requests')({
  component: () => <NotAvailableYet title={msg`Solicitudes de servicios compensatorios`} />,
})
