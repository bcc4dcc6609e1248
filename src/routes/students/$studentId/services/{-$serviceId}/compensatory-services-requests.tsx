import { createFileRoute, useParams } from '@tanstack/react-router'
import { StudentRequestsPage } from '../../../../../features/compensatory/RequestsPages'
import { requestsSearch } from '../../../../../features/compensatory/requests-search'
import { loadOfficeCatalog } from '../../../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/students/$studentId/services/{-$serviceId}/compensatory-services-requests')({
  validateSearch: requestsSearch,
  loader: loadOfficeCatalog,
  component: StudentRequestsRoute,
})

const idOf = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : 0)

function StudentRequestsRoute() {
  const params = useParams({ from: '/students/$studentId/services/{-$serviceId}/compensatory-services-requests' })
  const studentId = idOf(params.studentId)
  const serviceId = params.serviceId === undefined ? undefined : idOf(params.serviceId)
  return studentId > 0 && serviceId !== 0 ? <StudentRequestsPage studentId={studentId} serviceId={serviceId} /> : <NotFoundPage />
}
