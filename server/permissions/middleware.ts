import { createMiddleware } from 'hono/factory'
import { hasModule, type ModuleId } from '../../src/domain/company'
import { canAnywhere, type Permission } from '../../src/domain/permissions/permissions'
import type { AppDeps, AppEnv } from '../app-env'
import { HttpError, forbidden } from '../http/errors'
import { loadCompany } from '../public/company'

/**
 * An endpoint of a module the company does not have answers 403 `module_disabled` (spec §1
 * has-module check), before anything else is looked at.
 */
export function requireModule(deps: AppDeps, moduleId: ModuleId) {
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (!hasModule(await loadCompany(deps.db), moduleId)) {
      throw new HttpError(403, 'module_disabled', 'La compañía no tiene habilitado este módulo.')
    }
    await next()
  })
}

/**
 * The caller must hold `permission` somewhere (globally or for some customer). Providers pass
 * only when `providers` is set: they reach their own records by the endpoint's own rules.
 * Which records the permission reaches is the endpoint's business (server/permissions/viewer.ts).
 */
export function requirePermission(permission: Permission, options: { providers?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { user } = c.var.auth
    const allowed = user.provider_id === null ? canAnywhere(user, permission) : Boolean(options.providers)
    if (!allowed) throw forbidden()
    await next()
  })
}
