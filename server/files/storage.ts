import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Where uploaded files' bytes live. The database row says what a file is; storage holds its
 * bytes under a key the server made (never a name a person chose). Local disk under DATA_DIR by
 * default; an S3-compatible store (s3-storage.ts) when S3_BUCKET is configured.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  /**
   * Writes a stream under `key` without holding it whole in memory; answers the bytes written.
   * Nothing is left under the key when the stream fails.
   */
  putStream(key: string, stream: Readable): Promise<number>
  /** The bytes as a stream with their length, or null when nothing is stored under the key. */
  getStream(key: string): Promise<{ stream: Readable; size: number } | null>
  /**
   * A link that downloads the file directly from the store for `seconds`, when the store serves
   * files itself (S3); null when the server must serve them (local disk).
   */
  directUrl(key: string, filename: string, seconds: number): Promise<string | null>
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>
  /**
   * Everything stored, with when it was last written: the keys, and the leftovers of writes a
   * crash interrupted (`key` null), for the start-up sweep (sweep.ts).
   */
  list(): AsyncIterable<StoredItem>
  /** Removes an item `list` gave, leftovers included. */
  remove(item: StoredItem): Promise<void>
}

export interface StoredItem {
  /** The key, or null for a leftover that no key names (an interrupted write's temporary file). */
  key: string | null
  /** Where it is, for remove(). */
  location: string
  modifiedAt: Date
}

// Keys are lower-case words separated by "/": no "..", no absolute paths, nothing to escape with.
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/

export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`)
}

/** Files on the local disk under `root`. */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    checkKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, bytes) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      // Written to a temporary name, flushed, then renamed: a crash never leaves half a file
      // under the real key.
      const temporary = `${target}.${randomUUID()}.tmp`
      const handle = await open(temporary, 'wx')
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temporary, target)
    },
    async putStream(key, stream) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${randomUUID()}.tmp`
      let written = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length
          done(null, chunk)
        },
      })
      try {
        await pipeline(stream, counter, createWriteStream(temporary, { flags: 'wx' }))
        // Flushed before the rename, as put() does: a crash never leaves half a file under the key.
        const handle = await open(temporary, 'r+')
        try {
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return written
    },
    async getStream(key) {
      const location = pathOf(key)
      try {
        const { size } = await stat(location)
        return { stream: createReadStream(location), size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async directUrl() {
      return null
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const location = path.join(entry.parentPath, entry.name)
        const key = path.relative(root, location).split(path.sep).join('/')
        const { mtime } = await stat(location)
        yield { key: KEY_PATTERN.test(key) ? key : null, location, modifiedAt: mtime }
      }
    },
    async remove(item) {
      if (path.relative(root, item.location).startsWith('..')) throw new Error('Outside the storage root')
      await rm(item.location, { force: true })
    },
  }
}

