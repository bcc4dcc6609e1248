import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/providers/$providerId/service-schedule/')({
  component: () => <NotAvailableYet title={msg`Horario de servicios`} />,
})
