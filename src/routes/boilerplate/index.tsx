import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/boilerplate/')({
  component: () => <NotAvailableYet title={msg`Página de plantilla`} />,
})
