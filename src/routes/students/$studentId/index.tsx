import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'
import { StudentPage } from '../../../features/students/StudentPage'

export const Route = createFileRoute('/students/$studentId/')({
  loader: loadOfficeCatalog,
  component: StudentRoute,
})

function StudentRoute() {
  const { studentId } = useParams({ from: '/students/$studentId/' })
  const id = /^\d{1,9}$/.test(studentId) ? Number(studentId) : 0
  return id > 0 ? <StudentPage studentId={id} /> : <NotFoundPage />
}
