import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../../kit/words/office-catalog'
import { ProviderDayPage } from '../../../../../features/service-schedule/ScheduleDetailPages'
import { NotFoundPage } from '../../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/service-schedule/day-of-week/$dayOfWeek')({
  loader: loadOfficeCatalog,
  component: ProviderDayRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0)

function ProviderDayRoute() {
  const params = useParams({ from: '/providers/$providerId/service-schedule/day-of-week/$dayOfWeek' })
  const providerId = idOf(params.providerId)
  const dayId = idOf(params.dayOfWeek)
  return providerId > 0 && dayId > 0 ? <ProviderDayPage providerId={providerId} dayId={dayId} /> : <NotFoundPage />
}
