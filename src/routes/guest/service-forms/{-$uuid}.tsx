import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { GuestPage } from '../../../features/shell/GuestPage'

export const Route = createFileRoute('/guest/service-forms/{-$uuid}')({
  component: () => <GuestPage title={msg`Formulario de servicio`} />,
})
