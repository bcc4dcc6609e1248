import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/providers/$providerId/contracts/{-$contractId}')({
  component: () => <NotAvailableYet title={msg`Contrato del proveedor`} />,
})
