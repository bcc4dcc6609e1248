import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ActiveStudents } from '../../../features/active-students/ActiveStudents'
import { loadFieldworkCatalog } from '../../../kit/words/fieldwork-catalog'

export const Route = createFileRoute('/provider/active-students/')({
  loader: loadFieldworkCatalog,
  component: ProviderStudents,
})

// The screen names its route by id: using this module's Route from the split-off screen would put
// the route definition in a chunk of its own, loaded with every page.
function ProviderStudents() {
  const { t } = useLingui()
  const { user } = useRouteContext({ from: '/provider/active-students/' })
  return user.provider_id === null ? null : <ActiveStudents mode="provider" ownerId={user.provider_id} title={t`Estudiantes activos`} />
}
