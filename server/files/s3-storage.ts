import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Transform, type Readable } from 'node:stream'
import type { S3Config } from '../config'
import { checkKey, type FileStorage } from './storage'

/**
 * Files in an S3-compatible bucket, behind the same interface as local disk. Checksums only when
 * an operation requires them: with the SDK's default (a trailing CRC in aws-chunked encoding)
 * s3rver stores a streamed PUT with the framing inside the object, silently corrupted; checked
 * in s3-storage.test.ts, byte for byte.
 */
export function s3FileStorage(config: S3Config, client = s3Client(config)): FileStorage {
  const { bucket } = config
  const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { name?: string }).name === 'NotFound'

  return {
    async put(key, bytes) {
      checkKey(key)
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: bytes } }).done()
    },
    async putStream(key, stream) {
      checkKey(key)
      let written = 0
      const counted = stream.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            written += chunk.length
            done(null, chunk)
          },
        }),
      )
      stream.once('error', (error) => counted.destroy(error))
      // A stream of unknown length goes up in parts (5 MB each, a few at a time), so memory holds
      // a few parts, never the file; a small file is one plain PUT.
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: counted }, queueSize: 2, leavePartsOnError: false }).done()
      return written
    },
    async get(key) {
      checkKey(key)
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : null
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async getStream(key) {
      checkKey(key)
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        if (!answer.Body) return null
        return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async directUrl(key, filename, seconds) {
      checkKey(key)
      const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), { expiresIn: seconds })
    },
    async delete(key) {
      checkKey(key)
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async *list() {
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue
          let valid = true
          try {
            checkKey(object.Key)
          } catch {
            valid = false
          }
          yield { key: valid ? object.Key : null, location: object.Key, modifiedAt: object.LastModified ?? new Date() }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async remove(item) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: item.location }))
    },
  }
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

