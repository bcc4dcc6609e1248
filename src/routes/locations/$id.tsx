import { createFileRoute, useParams } from '@tanstack/react-router'
import { LocationPage } from '../../features/locations/LocationsPages'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'
import { NotFoundPage } from '../../features/shell/NotFoundPage'

export const Route = createFileRoute('/locations/$id')({
  loader: loadOfficeCatalog,
  component: LocationRoute,
})

function LocationRoute() {
  const { id } = useParams({ from: '/locations/$id' })
  const locationId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  return locationId > 0 ? <LocationPage locationId={locationId} /> : <NotFoundPage />
}
