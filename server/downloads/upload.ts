import { randomUUID } from 'node:crypto'
import { PassThrough, Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import type { Context } from 'hono'
import { nameProblem } from '../../src/domain/downloads/paths'
import type { AppEnv } from '../app-env'
import type { DownloadsLimits } from '../config'
import type { FileStorage } from '../files/storage'
import { HttpError, badRequest } from '../http/errors'

/**
 * POST /downloads/upload, read as it arrives: each file part is piped straight into storage under
 * a fresh key, so a 50 MB file never sits in memory. The target folder comes first (query
 * `targetPath`, or the form field `targetPath` sent before the files, as the app sends it).
 * What this returns is only bytes in storage; the caller records the rows, or removes the keys.
 */

export interface ReceivedFile {
  name: string
  key: string
  size: number
  contentType: string
}

export interface Received {
  targetPath: string | undefined
  files: ReceivedFile[]
}

const tooLarge = (limits: DownloadsLimits) =>
  new HttpError(413, 'file_too_large', `Un archivo supera el tamaño permitido (${Math.floor(limits.maxFileBytes / (1024 * 1024))} MB).`, undefined, {
    Connection: 'close',
  })

export async function receiveUpload(c: Context<AppEnv>, storage: FileStorage, limits: DownloadsLimits): Promise<Received> {
  const contentType = c.req.header('Content-Type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !c.req.raw.body) {
    throw badRequest('invalid_request', 'Envíe los archivos como multipart/form-data, en el campo files.')
  }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // One byte over: busboy marks a file truncated when it reaches fileSize, so a file of exactly
      // the limit would be refused; with limit + 1 only a larger one is.
      limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFilesPerUpload, fields: 5, fieldSize: 4096 },
      defParamCharset: 'utf8',
      // The name as sent, so a name with a folder in it is refused rather than silently shortened.
      preservePath: true,
    })
  } catch {
    throw badRequest('invalid_request', 'El envío multipart no es válido.')
  }

  const received: Received = { targetPath: c.req.query('targetPath'), files: [] }
  const stored: string[] = []
  const names = new Set<string>()
  const writes: Promise<void>[] = []
  let failure: unknown = null
  const fail = (error: unknown) => {
    failure ??= error
  }

  parser.on('field', (name, value) => {
    if (name === 'targetPath' && received.targetPath === undefined) received.targetPath = value
  })
  parser.on('file', (_field, stream, info) => {
    const name = (info.filename ?? '').normalize('NFC')
    const problem = name ? nameProblem(name) : 'required'
    if (failure) return void stream.resume()
    if (problem) {
      fail(badRequest(problem === 'required' ? 'invalid_request' : problem, `El nombre de archivo "${name}" no es válido.`, { files: problem }))
      return void stream.resume()
    }
    if (names.has(name.toLowerCase())) {
      fail(new HttpError(409, 'name_taken', `El archivo "${name}" viene dos veces en el envío.`))
      return void stream.resume()
    }
    names.add(name.toLowerCase())
    const key = `downloads/${randomUUID()}`
    stored.push(key)
    let truncated = false
    stream.on('limit', () => {
      truncated = true
    })
    // Through a pass-through, so a failed write can let go of the part and drain the rest of it:
    // the parser waits for each part to be read before it reads on.
    const relay = new PassThrough()
    stream.pipe(relay)
    writes.push(
      storage.putStream(key, relay).then(
        (size) => {
          if (truncated) fail(tooLarge(limits))
          else received.files.push({ name, key, size, contentType: info.mimeType || 'application/octet-stream' })
        },
        (error: unknown) => {
          fail(error)
          stream.unpipe(relay)
          stream.resume()
        },
      ),
    )
  })
  parser.on('filesLimit', () => fail(new HttpError(413, 'too_many_files', `Suba a lo sumo ${limits.maxFilesPerUpload} archivos a la vez.`)))

  const body = Readable.fromWeb(c.req.raw.body as NodeReadableStream<Uint8Array>)
  await new Promise<void>((resolve) => {
    parser.once('close', resolve)
    parser.once('error', (error) => {
      fail(badRequest('invalid_request', 'El envío multipart no es válido.'))
      body.unpipe(parser)
      body.resume()
      void error
      resolve()
    })
    body.once('error', (error) => {
      fail(error)
      resolve()
    })
    body.pipe(parser)
  })
  await Promise.allSettled(writes)
  if (failure) {
    await discard(storage, stored)
    throw failure
  }
  // Keys of files received whole, in the order they came.
  received.files.sort((a, b) => stored.indexOf(a.key) - stored.indexOf(b.key))
  return received
}

/** Removes bytes whose rows will never be written; a failure here leaves an orphan the start-up sweep removes. */
export async function discard(storage: FileStorage, keys: readonly string[]) {
  await Promise.allSettled(keys.map((key) => storage.delete(key)))
}
