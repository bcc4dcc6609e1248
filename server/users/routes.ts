import { Hono } from 'hono'
import type { CurrentUser } from '../../src/domain/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { loadViewer } from '../service-sessions/access'

/** The signed-in person, with whether they supervise anyone (the app offers "Supervisiones" only then). */
export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/user', async (c) => {
    const viewer = await loadViewer(deps.db, c.var.auth.user)
    const user: CurrentUser = {
      ...c.var.auth.user,
      roles: await c.var.auth.roles(),
      ...(await c.var.auth.permissions()),
      supervises: viewer.supervised.size > 0,
    }
    return c.json(user)
  })
}
