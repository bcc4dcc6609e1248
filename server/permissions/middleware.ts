import { createMiddleware } from 'hono/factory'
import { hasModule, type ModuleId } from '../../src/domain/company'
import type { AppDeps, AppEnv } from '../app-env'
import { HttpError } from '../http/errors'
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
