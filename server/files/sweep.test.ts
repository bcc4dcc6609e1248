import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachments, users } from '../db/schema'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { localFileStorage, type FileStorage } from './storage'
import { sweepOrphanFiles } from './sweep'

let t: TestApp
let root: string
let storage: FileStorage
const now = new Date('2026-11-23T12:00:00Z')
const anHourAndMoreAgo = new Date(now.getTime() - 61 * 60 * 1000)

beforeAll(async () => {
  t = await createTestApp()
  root = await mkdtemp(path.join(tmpdir(), 'bitacora-sweep-'))
  storage = localFileStorage(root)
})
afterAll(async () => {
  await t?.close()
  await rm(root, { recursive: true, force: true })
})

async function stored(key: string, writtenAt: Date) {
  await storage.put(key, new Uint8Array([1, 2, 3]))
  await utimes(path.join(root, ...key.split('/')), writtenAt, writtenAt)
}

const keys = async () => {
  const found: (string | null)[] = []
  for await (const item of storage.list()) found.push(item.key ?? path.basename(item.location))
  return found.sort()
}

describe('the start-up sweep of file storage', () => {
  it('removes bytes no row names and interrupted writes, keeps what rows name and what is being saved now', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1)
    await stored('attachments/kept', anHourAndMoreAgo)
    await t.db.insert(attachments).values({
      container_type: 'provider-specialty',
      container_id: 1,
      filename: 'licencia.pdf',
      description: 'Otro',
      content_type: 'application/pdf',
      size_bytes: 3,
      storage_key: 'attachments/kept',
      created_by: user!.id,
    })
    // A crash after the bytes were written and before the row was committed.
    await stored('attachments/orphan', anHourAndMoreAgo)
    // A crash in the middle of writing the bytes.
    const leftover = path.join(root, 'attachments', 'half.1234.tmp')
    await writeFile(leftover, 'half')
    await utimes(leftover, anHourAndMoreAgo, anHourAndMoreAgo)
    // Another instance between the two steps of a save, right now.
    await stored('attachments/in-flight', now)

    expect(await sweepOrphanFiles(t.db, storage, now)).toBe(2)
    expect(await keys()).toEqual(['attachments/in-flight', 'attachments/kept'])
    expect(await sweepOrphanFiles(t.db, storage, now)).toBe(0)
  })

  it('finds nothing to do in storage that was never written', async () => {
    expect(await sweepOrphanFiles(t.db, localFileStorage(path.join(root, 'never')), now)).toBe(0)
  })
})
