import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { DevicesQuery } from '../../src/domain/sync/devices'
import type { AppDeps, AppEnv } from '../app-env'
import { devices } from '../db/schema'
import { queryWith } from '../http/validate'
import { devicesHealth, listDevices } from './health'
import { access } from '../permissions/access'

/**
 * /devices: the health of the devices that send offline changes. The office lists every device
 * (alerts first); anyone signed in sees her own devices (`/devices/mine`, the profile screen).
 */
export function deviceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/mine', access({ signedIn: 'her own devices' }), async (c) => c.json(await devicesHealth(deps.db, eq(devices.user_id, c.var.auth.user.id), deps.now())))
    .get('/', access({ permission: 'users.manage' }), async (c) => c.json(await listDevices(deps.db, queryWith(c, DevicesQuery), deps.now())))
}
