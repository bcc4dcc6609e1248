import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../../kit/words/office-catalog'
import { NewReferralPage } from '../../../../features/referrals/new/NewReferralPage'
import { NotFoundPage } from '../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/students/$studentId/referrals/new')({
  loader: loadOfficeCatalog,
  component: NewReferralRoute,
})

function NewReferralRoute() {
  const { studentId } = useParams({ from: '/students/$studentId/referrals/new' })
  const id = /^\d{1,9}$/.test(studentId) ? Number(studentId) : 0
  return id > 0 ? <NewReferralPage studentId={id} /> : <NotFoundPage />
}
