import { createFileRoute } from '@tanstack/react-router'
import { boilerplateSearch } from '../../features/boilerplate/boilerplate-search'
import { BoilerplatePage } from '../../features/boilerplate/BoilerplatePage'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/boilerplate/')({
  validateSearch: boilerplateSearch,
  loader: loadOfficeCatalog,
  component: BoilerplatePage,
})
