import type { Company } from '../domain/company'
import type { SessionRecord } from './database'
import { DATABASE_NAME } from './database-name'

export interface DevicePeek {
  session: Pick<SessionRecord, 'status' | 'user'> | undefined
  company: Company | undefined
}

/**
 * The session and the company read with IndexedDB itself, without Dexie: the login page needs
 * only these two rows, and loading and opening Dexie for them was about a third of its
 * main-thread work on a cheap tablet (docs/measurements.md). Read-only, and it never creates the
 * database: on a device that has none, the open is aborted before anything is written, so
 * Dexie later creates it from its own versions as always.
 */
export function peekDevice(name = DATABASE_NAME): Promise<DevicePeek> {
  const nothing: DevicePeek = { session: undefined, company: undefined }
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = (event) => {
      // The abort above: no database on this device yet.
      if (request.error?.name === 'AbortError') {
        event.preventDefault()
        resolve(nothing)
      } else reject(request.error)
    }
    request.onsuccess = () => {
      const database = request.result
      const stores = ['session', 'company'].filter((name) => database.objectStoreNames.contains(name))
      if (stores.length < 2) {
        database.close()
        return resolve(nothing)
      }
      const transaction = database.transaction(stores, 'readonly')
      const session = transaction.objectStore('session').get('current')
      const company = transaction.objectStore('company').get('current')
      transaction.oncomplete = () => {
        database.close()
        resolve({ session: session.result as SessionRecord | undefined, company: (company.result as { company: Company } | undefined)?.company })
      }
      transaction.onerror = () => {
        database.close()
        reject(transaction.error)
      }
    }
  })
}
