import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { canAnywhere, customersWith, type Permission } from '../../src/domain/permissions/permissions'
import type { AppEnv } from '../app-env'
import { forbidden, unauthenticated } from '../http/errors'

/**
 * Who may call a route, declared as data next to the route (ARCHITECTURE "Permissions"). Every
 * route of the API carries one `access(...)` as its first handler; createApp refuses to start
 * when one does not (`undeclaredRoutes`), the role × route matrix test and docs/permissions.md
 * are generated from the declarations.
 *
 * - `public`: no sign-in (reference lists, guest links, sign-in itself); the text says why.
 * - `account`: any signed-in user, on their own account only (profile, password, own devices).
 * - `permission`: office staff holding it (globally or for some customer). Write methods must
 *   name a write permission unless `changesNothing` says why the call only reads.
 *   `customers`: the records belong to customers, so a scoped role reaches only its customers'
 *   (the handler reads through server/permissions/scope.ts). `providers`: providers may call it
 *   too, for their own records (`own`), or, reads only, also those of the providers they
 *   supervise (`supervised`).
 */
export type RouteAccess =
  | { public: string }
  | { account: string }
  | {
      permission: Permission
      customers?: true
      providers?: 'own' | 'supervised'
      changesNothing?: string
    }

/** What the caller reaches on this route, set by `access` for the handler. */
export interface Reach {
  userId: number
  /** The caller's provider record (null: office staff). */
  providerId: number | null
  /** Customers whose records the caller reaches with the route's permission ('all': no limit). */
  customers: 'all' | number[]
  /** Providers whose records the caller reaches ('all' for staff). */
  providers: 'all' | number[]
}

const declarations = new WeakMap<MiddlewareHandler, RouteAccess>()

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The route's declaration, as its first handler. */
export function access(declaration: RouteAccess): MiddlewareHandler<AppEnv> {
  const handler = createMiddleware<AppEnv>(async (c, next) => {
    if ('public' in declaration) return next()
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
    if (!auth) throw unauthenticated()
    const { user } = auth
    if ('account' in declaration) {
      c.set('reach', { userId: user.id, providerId: user.provider_id, customers: [], providers: user.provider_id === null ? [] : [user.provider_id] })
      return next()
    }
    c.set('reach', await reachOf(c, declaration))
    return next()
  })
  declarations.set(handler, declaration)
  return handler
}

async function reachOf(c: Context<AppEnv>, declaration: Extract<RouteAccess, { permission: Permission }>): Promise<Reach> {
  const { user } = c.var.auth
  if (user.provider_id !== null) {
    if (!declaration.providers) throw forbidden()
    const supervised = declaration.providers === 'supervised' && !WRITE_METHODS.has(c.req.method) ? await c.var.auth.supervised() : []
    return { userId: user.id, providerId: user.provider_id, customers: 'all', providers: [user.provider_id, ...supervised] }
  }
  const permissions = await c.var.auth.permissions()
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
