import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ActiveStudents } from '../../../features/active-students/ActiveStudents'
import { loadFieldworkCatalog } from '../../../kit/words/fieldwork-catalog'

// Supervisor mode (spec §6): the students of the providers this provider supervises.
export const Route = createFileRoute('/provider/supervisions/')({
  loader: loadFieldworkCatalog,
  component: Supervisions,
})

// The screen names its route by id: using this module's Route from the split-off screen would put
// the route definition in a chunk of its own, loaded with every page.
function Supervisions() {
  const { t } = useLingui()
  const { user } = useRouteContext({ from: '/provider/supervisions/' })
  return user.provider_id === null ? null : <ActiveStudents mode="supervisor" ownerId={user.provider_id} title={t`Supervisiones`} />
}
