import { Loader } from '../../components/loader'
import { useSession } from '../auth/use-session'
import { useCompany } from '../company/use-company'
import { ProviderHome } from './ProviderHome'
import { StaffHome } from './StaffHome'

export function HomeScreen() {
  const session = useSession()
  const company = useCompany()
  if (!session) return <Loader />
  return session.user.provider_id !== null ? <ProviderHome user={session.user} /> : <StaffHome user={session.user} company={company} />
}
