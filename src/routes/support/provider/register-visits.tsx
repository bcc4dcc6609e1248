import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/support/provider/register-visits')({
  component: () => <NotAvailableYet title={msg`Registrar visitas de un proveedor`} />,
})
