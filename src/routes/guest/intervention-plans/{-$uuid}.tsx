import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/guest/intervention-plans/{-$uuid}')({
  component: () => <NotAvailableYet title={msg`Plan de intervención`} />,
})
