import { serve } from '@hono/node-server'
import { pathToFileURL } from 'node:url'
import { createApp } from './app'
import { readConfig, type ServerConfig } from './config'
import { openDatabase } from './db/client'
import { ensureBuiltInRoles } from './permissions/built-in-roles'
import { createFileStorage } from './files/storage'
import { sweepAtStart } from './files/sweep'
import { failOrphanedJobsAtStart } from './import/orphans'
import { seedIfEmpty } from './seed'
import { restoreSeedScan } from './visit-logs/seed'
import { restoreSeedDownloads } from './downloads/seed'
import { failOrphanedRuns } from './report-runs/runner'
import { startIdempotencyRetention } from './sync/retention'
import { jobsFor, stopJobs } from './jobs/runner'

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

/** Opens (and migrates) the database, seeds demo data on an empty one, and listens on PORT. */
export async function startServer(config: ServerConfig = readConfig()): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
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
  void jobsFor(database.db)
    .start()
    .catch((error: unknown) => console.error('[jobs] could not start:', error instanceof Error ? error.message : error))
  // Report runs are jobs too (taken again after a stop); only one left with no live job is failed.
  void failOrphanedRuns(database.db, new Date()).catch((error: unknown) => console.error('[report-runs] orphan check failed:', error instanceof Error ? error.message : error))
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, () => resolve(listening))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const where = database.engine === 'postgres' ? 'PostgreSQL' : `PGlite en ${config.dataDir}`
  console.log(`Bitácora escuchando en http://localhost:${port} (${where})`)
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      stopRetention()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await stopJobs(database.db)
      await database.close()
    },
  }
}

/** Closes the database cleanly on Ctrl+C or a stop signal; PGlite flushes its files on close. */
export function closeOnSignals(running: RunningServer) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.close().finally(() => process.exit(0))
    })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  closeOnSignals(await startServer())
}
