import Dexie, { type EntityTable } from 'dexie'
import type { Company } from '../domain/company'
import type { ReferenceListItems, ReferenceListName } from '../domain/reference'
import type { CurrentUser } from '../domain/schemas/auth'

/**
 * The device's copy of what a person needs offline, in IndexedDB.
 *
 * - `session`: the signed-in user's tokens and profile (one row, key "current"). Kept here and
 *   not in localStorage because the service worker must read the tokens to sync.
 * - `company`: the company's branding and modules (one row). Survives logout: the login screen
 *   shows the company's name and colours offline too.
 * - `referenceLists`: the lists of spec §3 preloaded at login, one row per list.
 *
 * Versions only go forward; each new version says why, and has an upgrade test.
 */

export interface SessionRecord {
  key: 'current'
  user: CurrentUser
  accessToken: string
  refreshToken: string
  /** "expired" when the server refused the refresh token: the person must sign in again. */
  status: 'active' | 'expired'
  signedInAt: string
}

export interface CompanyRecord {
  key: 'current'
  company: Company
  fetchedAt: string
}

export type ReferenceListRecord = {
  [Name in ReferenceListName]: { name: Name; items: ReferenceListItems[Name]; fetchedAt: string }
}[ReferenceListName]

export class BitacoraDatabase extends Dexie {
  session!: EntityTable<SessionRecord, 'key'>
  company!: EntityTable<CompanyRecord, 'key'>
  referenceLists!: EntityTable<ReferenceListRecord, 'name'>

  constructor(name = 'bitacora') {
    // Strict durability: a transaction is reported done only once it is on disk, so "saved"
    // on screen means saved even if the tablet loses power right after.
    super(name, { chromeTransactionDurability: 'strict' })
    this.version(1).stores({
      session: 'key',
      company: 'key',
      referenceLists: 'name',
    })
  }
}

export const db = new BitacoraDatabase()
