import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { TasksHubPage } from '../../features/tasks/TasksHubPage'
import { tasksSearch } from '../../features/tasks/tasks-search'

export const Route = createFileRoute('/tasks/')({
  validateSearch: tasksSearch,
  loader: loadOfficeCatalog,
  component: TasksHubPage,
})
