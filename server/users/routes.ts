import { Hono } from 'hono'
import type { CurrentUser } from '../../src/domain/schemas/auth'
import type { AppEnv } from '../app-env'

export function userRoutes() {
  return new Hono<AppEnv>().get('/user', async (c) => {
    const user: CurrentUser = { ...c.var.auth.user, roles: await c.var.auth.roles(), ...(await c.var.auth.permissions()) }
    return c.json(user)
  })
}
