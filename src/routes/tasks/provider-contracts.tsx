import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/tasks/provider-contracts')({
  component: () => <NotAvailableYet title={msg`Contratos por revisar`} />,
})
