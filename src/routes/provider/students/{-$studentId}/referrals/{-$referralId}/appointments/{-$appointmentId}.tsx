import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotAvailableYet } from '../../../../../../../features/placeholder/NotAvailableYet'

export const Route = createFileRoute('/provider/students/{-$studentId}/referrals/{-$referralId}/appointments/{-$appointmentId}')({
  component: () => <NotAvailableYet title={msg`Cita del referido`} />,
})
