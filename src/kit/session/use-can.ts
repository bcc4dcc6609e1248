import { canAnywhere, type Permission } from '../../domain/permissions/permissions'
import { useSession } from './use-session'

/**
 * Whether the signed-in person holds `permission` anywhere (false while the session loads and
 * for providers, whose own-record rights each screen knows). Screens offer a write only when
 * this holds; the server refuses it anyway (server/permissions/access.ts).
 */
export function useCan(permission: Permission): boolean {
  const user = useSession()?.user
  if (!user || user.provider_id !== null) return false
  return canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, permission)
}
