import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../kit/words/office-catalog'
import { ProviderSlotPage } from '../../../../features/service-schedule/ScheduleDetailPages'
import { NotFoundPage } from '../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/service-schedule/{-$slotId}')({
  loader: loadOfficeCatalog,
  component: ProviderSlotRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0)

function ProviderSlotRoute() {
  const params = useParams({ from: '/providers/$providerId/service-schedule/{-$slotId}' })
  const providerId = idOf(params.providerId)
  // An optional part that is there must be an id too.
  const slotId = params.slotId === undefined ? undefined : idOf(params.slotId)
  return providerId > 0 && slotId !== 0 ? <ProviderSlotPage providerId={providerId} slotId={slotId} /> : <NotFoundPage />
}
