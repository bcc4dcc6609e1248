import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { GuestPage } from '../../../features/shell/GuestPage'

export const Route = createFileRoute('/guest/intervention-plans/{-$uuid}')({
  component: () => <GuestPage title={msg`Plan de intervención`} />,
})
