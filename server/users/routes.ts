import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { loadViewer } from '../service-sessions/access'

/** The signed-in person, with whether they supervise anyone (the app offers "Supervisiones" only then). */
export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/user', async (c) => {
    const user = c.var.auth.user
    const viewer = await loadViewer(deps.db, user)
    return c.json({ ...user, supervises: viewer.supervised.size > 0 })
  })
}
