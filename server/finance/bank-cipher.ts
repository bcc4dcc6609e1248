import { storedSecret } from '../auth/signing-secret'
import type { ServerConfig } from '../config'
import type { Database } from '../db/client'
import { ssnCipher, type SsnCipher } from '../students/ssn'

/**
 * Providers' routing and account numbers are stored only as AES-256-GCM ciphertext (the same
 * scheme as SSNs, server/students/ssn.ts, under its own key). The key comes from
 * BANK_ACCOUNT_ENCRYPTION_KEY; without it one is generated and kept in the database, which
 * protects a leaked copy of the accounts table but not of the whole database — set it in
 * production. Only the payment batch's ACH file (issue 15, later) ever decrypts them.
 */
export type BankCipher = SsnCipher

export async function loadBankCipher(db: Database, config: Pick<ServerConfig, 'bankAccountKey'>): Promise<BankCipher> {
  const configured = config.bankAccountKey
  const key = Buffer.from(configured ?? (await storedSecret(db, 'bank_account_encryption_key', 32)), configured ? 'base64' : 'base64url')
  if (key.length !== 32) throw new Error('BANK_ACCOUNT_ENCRYPTION_KEY must be 32 bytes in base64')
  return ssnCipher(key)
}
