import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/providers/$providerId/service-schedule/day-of-week/$dayOfWeek')({
  component: () => <NotAvailableYet title={msg`Horario del día`} />,
})
