import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { storedSecret } from '../auth/signing-secret'
import type { ServerConfig } from '../config'
import type { Database } from '../db/client'

/**
 * SSNs are stored only as AES-256-GCM ciphertext (iv.tag.data, base64url) with their last four
 * digits beside them for display. No answer, list or log ever carries the full number.
 * The key comes from SSN_ENCRYPTION_KEY; without it one is generated and kept in the database,
 * which protects a leaked backup of the students table but not of the whole database — set the
 * variable in production.
 */
export interface SsnCipher {
  encrypt(ssn: string): string
  decrypt(stored: string): string
}

export async function loadSsnCipher(db: Database, config: Pick<ServerConfig, 'ssnKey'>): Promise<SsnCipher> {
  const key = Buffer.from(config.ssnKey ?? (await storedSecret(db, 'ssn_encryption_key', 32)), config.ssnKey ? 'base64' : 'base64url')
  if (key.length !== 32) throw new Error('SSN_ENCRYPTION_KEY must be 32 bytes in base64')
  return ssnCipher(key)
}

export function ssnCipher(key: Buffer): SsnCipher {
  return {
    encrypt(ssn) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')
    },
    decrypt(stored) {
      const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
      const decipher = createDecipheriv('aes-256-gcm', key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
    },
  }
}
