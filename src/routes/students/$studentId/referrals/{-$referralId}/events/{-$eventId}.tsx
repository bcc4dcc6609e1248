import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/students/$studentId/referrals/{-$referralId}/events/{-$eventId}')({
  component: () => <NotAvailableYet title={msg`Evento del referido`} />,
})
