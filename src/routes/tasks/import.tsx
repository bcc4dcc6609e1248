import { createFileRoute } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { ImportPage } from '../../features/student-import/ImportPage'

export const Route = createFileRoute('/tasks/import')({
  loader: loadOfficeCatalog,
  component: ImportPage,
})
