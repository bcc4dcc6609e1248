import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { canAnywhere, customersWith, type Permission } from '../../src/domain/permissions/permissions'
import type { AppEnv, AuthContext } from '../app-env'
import type { Reach } from './reach'
import { forbidden, unauthenticated } from '../http/errors'

/**
 * Who may call a route, declared as data next to the route (ARCHITECTURE "Permissions"). Every
 * route of the API carries one `access(...)` as its first handler; createApp refuses to start
 * when one does not (`undeclaredRoutes`), the role × route matrix test and docs/permissions.md
 * are generated from the declarations.
 *
 * - `public`: no sign-in (reference lists, guest links, sign-in itself); the text says why.
 * - `signedIn`: any signed-in user, for what every account may see: its own account (profile,
 *   password, own devices) or reference lists; the text says which.
 * - `staff`: any office staff account, no permission needed (company documents, staff-only
 *   reference lists); providers are refused.
 * - `permission`: office staff holding it (globally or for some customer). Write methods must
 *   name a write permission unless `changesNothing` says why the call only reads.
 *   `customers`: the records belong to customers, so a scoped role reaches only its customers'
 *   (the handler reads through server/permissions/scope.ts). `providers`: providers may call it
 *   too, for their own records (`own`), or also those of the providers they supervise
 *   (`supervised`: reads, and what a supervisor does on them, such as signing a plan).
 */
export type RouteAccess =
  | { public: string }
  | { signedIn: string }
  | { staff: string }
  | {
      permission: Permission
      customers?: true
      providers?: 'own' | 'supervised'
      changesNothing?: string
    }

export type { Reach } from './reach'

const declarations = new WeakMap<MiddlewareHandler, RouteAccess>()

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The route's declaration, as its first handler. */
export function access(declaration: RouteAccess): MiddlewareHandler<AppEnv> {
  const handler = createMiddleware<AppEnv>(async (c, next) => {
    if ('public' in declaration) return next()
    const auth = c.get('auth') as AuthContext | undefined
    if (!auth) throw unauthenticated()
    c.set('reach', await reachFor(auth, declaration))
    return next()
  })
  declarations.set(handler, declaration)
  return handler
}

/**
 * What `auth` reaches under a (non-public) declaration, or 403. The batched push asks it for each
 * mutation with the declaration of the single endpoint the mutation mirrors.
 */
export async function reachFor(auth: AuthContext, declaration: Exclude<RouteAccess, { public: string }>): Promise<Reach> {
  const { user } = auth
  if (!('permission' in declaration)) {
    if ('staff' in declaration && user.provider_id !== null) throw forbidden()
    return { userId: user.id, providerId: user.provider_id, customers: [], providers: user.provider_id === null ? [] : [user.provider_id] }
  }
  if (user.provider_id !== null) {
    if (!declaration.providers) throw forbidden()
    const supervised = declaration.providers === 'supervised' ? await auth.supervised() : []
    return { userId: user.id, providerId: user.provider_id, customers: 'all', providers: [user.provider_id, ...supervised] }
  }
  const permissions = await auth.permissions()
  if (!canAnywhere(permissions, declaration.permission)) throw forbidden()
  return { userId: user.id, providerId: null, customers: declaration.customers ? customersWith(permissions, declaration.permission) : 'all', providers: 'all' }
}

/** The declaration of `handler` if it is an `access(...)` middleware. */
export const declarationOf = (handler: unknown): RouteAccess | undefined => declarations.get(handler as MiddlewareHandler)

export interface DeclaredRoute {
  method: string
  path: string
  access: RouteAccess
}

/**
 * The API routes of `app` with their declarations, and the routes that have none or break the
 * rules (a write guarded by a read permission without saying why). createApp throws on the
 * latter; the matrix test and the permissions document read the former.
 */
export function declaredRoutes(app: { routes: readonly { method: string; path: string; handler: unknown }[] }, prefix = '/api/') {
  const byRoute = new Map<string, { method: string; path: string; access?: RouteAccess }>()
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' || !path.startsWith(prefix) || path.endsWith('*')) continue
    const key = `${method} ${path}`
    const entry = byRoute.get(key) ?? { method, path }
    entry.access ??= declarationOf(handler)
    byRoute.set(key, entry)
  }
  const declared: DeclaredRoute[] = []
  const problems: string[] = []
  for (const { method, path, access } of byRoute.values()) {
    if (!access) problems.push(`${method} ${path}: no access(...) declaration`)
    else if (WRITE_METHODS.has(method) && 'permission' in access && access.permission.endsWith('.read') && !access.changesNothing) {
      problems.push(`${method} ${path}: a write guarded by ${access.permission} (a read permission) without changesNothing`)
    } else declared.push({ method, path, access })
  }
  return { declared, problems }
}
