import { createFileRoute } from '@tanstack/react-router'
import { ObjectivesPage } from '../../features/objectives/ObjectivesPage'
import { objectivesSearch } from '../../features/objectives/objectives-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/config/objectives')({
  validateSearch: objectivesSearch,
  loader: loadOfficeCatalog,
  component: ObjectivesPage,
})
