import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/tasks/documents-inbox')({
  component: () => <NotAvailableYet title={msg`Documentos recibidos`} />,
})
