import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/billing/periods/$periodId/providers/$providerId')({
  component: () => <NotAvailableYet title={msg`Visitas del proveedor en el periodo`} />,
})
