import type Dexie from 'dexie'

/**
 * Closes a Dexie database's IndexedDB connection the way WebKit does on its own (memory
 * pressure, a tab in the background, storage cleanup): every transaction still running is
 * aborted, the connection is closed and its `close` event fires. Dexie reopens it on the next
 * operation; the transactions that were running fail with an AbortError and nothing of them
 * is kept. fake-indexeddb only: it reaches into its connection for the running transactions.
 */
interface FakeTransaction {
  db: unknown
  _state: 'active' | 'inactive' | 'committing' | 'finished'
  abort(): void
}
interface FakeConnection {
  _rawDatabase: { transactions: FakeTransaction[] }
  onclose: ((event: Event) => void) | null
  close(): void
}

export function closeConnectionAsWebKitDoes(database: Dexie): boolean {
  if (!database.isOpen()) return false
  const connection = database.backendDB() as unknown as FakeConnection | null
  if (!connection) return false
  for (const transaction of connection._rawDatabase.transactions) {
    if (transaction.db === connection && (transaction._state === 'active' || transaction._state === 'inactive')) transaction.abort()
  }
  connection.close()
  connection.onclose?.(new Event('close'))
  return true
}
