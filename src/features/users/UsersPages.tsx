import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import { useSession } from '../../kit/session/use-session'
import { USERS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { UserScreen } from './UserScreen'
import { UsersScreen } from './UsersScreen'

/** /config/users behind its gate. */
export function UsersPage() {
  const { t } = useLingui()
  const session = useSession()
  if (!session) return <Loader />
  return (
    <OfficeGate requirement={USERS_AREA} title={t`Usuarios`}>
      <UsersScreen viewerId={session.user.id} />
    </OfficeGate>
  )
}

/** /config/users/{id} behind its gate, remounted per account. */
export function UserPage({ userId }: { userId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={USERS_AREA} title={t`Usuario`}>
      <UserScreen key={userId} userId={userId} />
    </OfficeGate>
  )
}
