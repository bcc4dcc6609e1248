import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/guest/service-forms/{-$uuid}')({
  component: () => <NotAvailableYet title={msg`Formulario de servicio`} />,
})
