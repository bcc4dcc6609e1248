import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'
import { UserPage } from '../../../features/users/UsersPages'

export const Route = createFileRoute('/config/users/$id')({
  loader: loadOfficeCatalog,
  component: UserRoute,
})

function UserRoute() {
  const { id } = useParams({ from: '/config/users/$id' })
  const userId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  return userId > 0 ? <UserPage userId={userId} /> : <NotFoundPage />
}
