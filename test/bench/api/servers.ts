/**
 * Child process of the API benchmark: the real app and a bare handler on the same database, each
 * on its own port, so both are measured in one run under the same load. Prints one JSON line
 * with the ports and a provider's access token once both listen.
 */
import { createServer } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from '../../../server/app'
import { readConfig } from '../../../server/config'
import { openDatabase } from '../../../server/db/client'
import { listActiveStudents } from '../../../server/referrals/active-students'
import { DEMO_PASSWORD, seedIfEmpty } from '../../../server/seed'
import type { TokenPair } from '../../../src/domain/schemas/auth'

const config = readConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
await seedIfEmpty(database.db)
const app = await createApp({ db: database.db, config, now: () => new Date() })

const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => appServer.once('listening', resolve))

const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'terapeuta@example.com', password: DEMO_PASSWORD }),
})
const { accessToken } = (await login.json()) as TokenPair
const me = (await (await app.request('/api/users/user', { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as {
  provider_id: number
}

// The baseline: no framework, no auth, no compression; the endpoint's own query and mapping.
const bare = createServer((request, response) => {
  if (request.url === '/__cpu') {
    // The server process's CPU time so far: the parent reads it around each round.
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(process.cpuUsage()))
    return
  }
  listActiveStudents(database.db, { providers: [me.provider_id], customers: 'all' }, false).then(
    (students) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(students))
    },
    (error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    },
  )
})
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))

const port = (server: { address: () => unknown }) => (server.address() as { port: number }).port
console.log(JSON.stringify({ appPort: port(appServer), barePort: port(bare), accessToken, engine: database.engine }))

process.once('SIGTERM', () => {
  appServer.close()
  bare.close()
  void database.close().finally(() => process.exit(0))
})
