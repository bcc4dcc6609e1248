import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { pathToFileURL } from 'node:url'
import { createApp } from './app'
import { readConfig, type ServerConfig } from './config'
import { openDatabase } from './db/client'
import { ensureBuiltInRoles } from './permissions/built-in-roles'
import { createFileStorage } from './files/create-storage'
import { sweepAtStart } from './files/sweep'
import { failOrphanedJobsAtStart } from './import/orphans'
import { seedIfEmpty } from './seed'
import { restoreSeedScan } from './visit-logs/seed'
import { restoreSeedDownloads } from './downloads/seed'
import { failOrphanedRuns } from './report-runs/runner'
import { startIdempotencyRetention } from './sync/retention'
import { jobsFor, stopJobs } from './jobs/runner'
import { trackConnections } from './ops/drain'
import { lifecycleOf } from './ops/lifecycle'
import { log } from './ops/log'
import { serveBackups } from './backup/socket'

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

/** Opens (and migrates) the database, seeds demo data on an empty one, and listens on PORT. */
export async function startServer(config: ServerConfig = readConfig()): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  // Not ready (GET /api/ready answers 503) until the start-up work below is done.
  const lifecycle = lifecycleOf(database.db)
  lifecycle.phase = 'starting'
  // PGlite is this process's alone: `npm run backup` asks it for a copy (backup/socket.ts).
  const stopBackups =
    database.engine === 'pglite'
      ? await serveBackups(database, config.dataDir).catch((error: unknown) => {
          log.warn({ msg: 'backup socket unavailable: npm run backup needs the server stopped', error: error instanceof Error ? error.message : String(error) })
          return null
        })
      : null
  await seedIfEmpty(database.db, new Date(), { log: (line) => console.log(line), bankAccountKey: config.bankAccountKey })
  // A database made before a permission existed gains it (the seed writes them on a new one).
  await ensureBuiltInRoles(database.db)
  const app = await createApp({ db: database.db, config, now: () => new Date() })
  const stopRetention = await startIdempotencyRetention(database.db)
  // The seed's sample scan first: the sweep keeps what a row names.
  await restoreSeedScan(database.db, createFileStorage(config))
  await restoreSeedDownloads(database.db, createFileStorage(config))
  await sweepAtStart(database.db, createFileStorage(config))
  await failOrphanedJobsAtStart(database.db)
  // Background jobs (pg-boss): the workers createApp registered take queued and interrupted jobs.
  // Started beside the listening server, not before it: a first enqueue waits for the same start.
  const jobs = jobsFor(database.db)
  void jobs.start().catch((error: unknown) => console.error('[jobs] could not start:', error instanceof Error ? error.message : error))
  // Report runs are jobs too (taken again after a stop); only one left with no live job is failed.
  void failOrphanedRuns(database.db, new Date()).catch((error: unknown) => console.error('[report-runs] orphan check failed:', error instanceof Error ? error.message : error))
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, () => resolve(listening))
  })
  const connections = trackConnections(server as Server)
  lifecycle.phase = 'serving'
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const where = database.engine === 'postgres' ? 'PostgreSQL' : `PGlite en ${config.dataDir}`
  console.log(`Bitácora escuchando en http://localhost:${port} (${where})`)
  return {
    url: `http://localhost:${port}`,
    // A graceful stop (issue 24): readiness turns 503 at once, so the balancer sends no more;
    // requests in flight finish (up to the drain limit); running jobs get what is left of it and
    // are then handed back to the queue (pg-boss fails them into retry: another instance, or
    // this one after a restart, takes them); the database closes last.
    close: async () => {
      const started = performance.now()
      const limitMs = (config.drainSeconds ?? 30) * 1000
      lifecycle.phase = 'draining'
      log.info({ msg: 'draining', drain_limit_ms: limitMs })
      stopRetention()
      const { cut } = await connections.drain(limitMs)
      const left = Math.max(1_000, limitMs - (performance.now() - started))
      await stopJobs(database.db, left)
      await stopBackups?.()
      await database.close()
      log.info({ msg: 'stopped', duration_ms: Math.round(performance.now() - started), connections_cut: cut })
    },
  }
}

/**
 * A stop signal drains and closes (PGlite flushes its files on close); a second one while
 * draining ends the process at once.
 */
export function closeOnSignals(running: RunningServer) {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1)
      stopping = true
      void running
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('[stop] failed:', error instanceof Error ? error.message : error)
          process.exit(1)
        })
    })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  closeOnSignals(await startServer())
}
