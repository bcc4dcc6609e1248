import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { seedIfEmpty } from '../seed'
import { databaseUrl, scratchName, withClient } from './template'
import { TEST_NOW } from './test-clock'

let cleanup: (() => Promise<void>) | undefined

/** Makes the run's template database once (see template.ts). */
export async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const name = scratchName('bt_template')
    await withClient(adminUrl, (client) => client.query(`create database ${name}`))
    const handle = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: null })
    await seedIfEmpty(handle.db, TEST_NOW)
    await handle.close()
    project.provide('postgresTemplate', name)
    project.provide('pgliteTemplate', null)
    cleanup = () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined)
    return
  }
  const handle = await openDatabase({ dataDir: null })
  await seedIfEmpty(handle.db, TEST_NOW)
  const dump = await handle.dump!()
  await handle.close()
  const folder = await mkdtemp(path.join(tmpdir(), 'bitacora-template-'))
  const file = path.join(folder, 'pglite.tar')
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  project.provide('postgresTemplate', null)
  cleanup = () => rm(folder, { recursive: true, force: true })
}

export async function teardown(): Promise<void> {
  await cleanup?.()
}
