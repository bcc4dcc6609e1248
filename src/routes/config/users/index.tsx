import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { UsersPage } from '../../../features/users/UsersPages'
import { usersSearch } from '../../../features/users/users-search'

export const Route = createFileRoute('/config/users/')({
  validateSearch: usersSearch,
  loader: loadOfficeCatalog,
  component: UsersPage,
})
