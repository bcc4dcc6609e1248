import { createFileRoute } from '@tanstack/react-router'
import { LocationsPage } from '../../features/locations/LocationsPages'
import { locationsSearch } from '../../features/locations/locations-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/locations/')({
  validateSearch: locationsSearch,
  loader: loadOfficeCatalog,
  component: LocationsPage,
})
