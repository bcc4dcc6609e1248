import { createFileRoute } from '@tanstack/react-router'
import { GuestEntryHandoff } from '../../../features/shell/GuestEntryHandoff'

// The service form a guest signs is the guest entry's page (guest.html); reached inside the app, it is loaded from the server.
export const Route = createFileRoute('/guest/service-forms/{-$uuid}')({
  component: () => <GuestEntryHandoff />,
})
