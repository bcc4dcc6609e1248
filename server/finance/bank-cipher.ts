import { createHmac } from 'node:crypto'
import { storedSecret } from '../auth/signing-secret'
import type { ServerConfig } from '../config'
import type { Database } from '../db/client'
import { ssnCipher, type SsnCipher } from '../students/ssn'

/**
 * Providers' routing and account numbers are stored only as AES-256-GCM ciphertext (the same
 * scheme as SSNs, server/students/ssn.ts, under its own key). The key comes from
 * BANK_ACCOUNT_ENCRYPTION_KEY; without it one is generated and kept in the database, which
 * protects a leaked copy of the accounts table but not of the whole database — set it in
 * production. Only the payment batch's ACH file ever decrypts them.
 *
 * `fingerprint` is a keyed digest (HMAC-SHA256 under a key derived from the same secret) of
 * where money goes: routing, account and type. A payment keeps the fingerprint of the account
 * it was approved for (issue 22), compared with the account's current one without decrypting
 * anything; being keyed, it cannot be brute-forced back into an account number.
 */
export interface BankCipher extends SsnCipher {
  fingerprint(details: { routing: string; account: string; accountType: string }): string
}

export function bankCipher(key: Buffer): BankCipher {
  const fingerprintKey = createHmac('sha256', key).update('bank-account-fingerprint').digest()
  return {
    ...ssnCipher(key),
    fingerprint: ({ routing, account, accountType }) => createHmac('sha256', fingerprintKey).update(`${routing}\n${account}\n${accountType}`).digest('base64url'),
  }
}

export async function loadBankCipher(db: Database, config: Pick<ServerConfig, 'bankAccountKey'>): Promise<BankCipher> {
  const configured = config.bankAccountKey
  const key = Buffer.from(configured ?? (await storedSecret(db, 'bank_account_encryption_key', 32)), configured ? 'base64' : 'base64url')
  if (key.length !== 32) throw new Error('BANK_ACCOUNT_ENCRYPTION_KEY must be 32 bytes in base64')
  return bankCipher(key)
}
