import type { CurrentUser } from '../../domain/schemas/auth'
import { useCompany } from '../../kit/lookups/use-company'
import { ProviderHome } from './ProviderHome'
import { StaffHome } from './StaffHome'

/** Home (/) per role: a provider's start on today, or the office console's areas. */
export function HomeScreen({ user }: { user: CurrentUser }) {
  const company = useCompany()
  return user.provider_id !== null ? <ProviderHome user={user} company={company} /> : <StaffHome user={user} company={company} />
}
