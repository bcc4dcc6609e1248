import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/billing/visits-data-entry')({
  component: () => <NotAvailableYet title={msg`Entrada de visitas`} />,
})
