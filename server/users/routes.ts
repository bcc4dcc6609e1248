import { Hono } from 'hono'
import type { AppEnv } from '../app-env'

export function userRoutes() {
  return new Hono<AppEnv>().get('/user', (c) => c.json(c.var.auth.user))
}
