import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { StudentsPage } from '../../features/students/StudentsPage'
import { studentsSearch } from '../../features/students/students-search'

export const Route = createFileRoute('/students/')({
  validateSearch: studentsSearch,
  loader: loadOfficeCatalog,
  component: StudentsPage,
})
