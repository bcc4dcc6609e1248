import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../kit/words/office-catalog'
import { ServiceSchedulePage } from '../../../../features/service-schedule/ServiceSchedulePage'
import { NotFoundPage } from '../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/service-schedule/')({
  loader: loadOfficeCatalog,
  component: ServiceScheduleRoute,
})

function ServiceScheduleRoute() {
  const { providerId } = useParams({ from: '/providers/$providerId/service-schedule/' })
  const id = /^\d{1,9}$/.test(providerId) ? Number(providerId) : 0
  return id > 0 ? <ServiceSchedulePage providerId={id} /> : <NotFoundPage />
}
