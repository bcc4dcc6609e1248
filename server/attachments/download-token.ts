import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Download links for stored files. A browser follows a link without an Authorization header, so
 * the link carries its own proof: the attachment, who asked, and an expiry, signed with a key
 * derived from the server's signing secret. Every instance verifies it without shared state.
 */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60

export interface DownloadGrant {
  attachmentId: number
  userId: number
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('bitacora:attachment-download:v1').digest()

const encode = (text: string | Buffer) => Buffer.from(text).toString('base64url')

export function signDownloadToken(secret: string, grant: DownloadGrant, now: Date, ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds
  const payload = `${grant.attachmentId}.${grant.userId}.${expires}`
  return `${encode(payload)}.${encode(createHmac('sha256', keyOf(secret)).update(payload).digest())}`
}

/** The grant of a valid, unexpired token; null for anything else. */
export function verifyDownloadToken(secret: string, token: string, now: Date): DownloadGrant | null {
  const [encodedPayload, encodedSignature, extra] = token.split('.')
  if (!encodedPayload || !encodedSignature || extra !== undefined) return null
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8')
  const expected = createHmac('sha256', keyOf(secret)).update(payload).digest()
  const given = Buffer.from(encodedSignature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,12})$/.exec(payload)
  if (!match) return null
  if (Number(match[3]) <= Math.floor(now.getTime() / 1000)) return null
  return { attachmentId: Number(match[1]), userId: Number(match[2]) }
}
