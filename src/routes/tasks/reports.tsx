import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/tasks/reports')({
  component: () => <NotAvailableYet title={msg`Informes`} />,
})
