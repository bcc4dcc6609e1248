import { describe, expect, it } from 'vitest'
import type { Database, Transaction } from './client'
import { transactionWithRetry } from './retry'

/** A database whose transactions fail with the given SQLSTATEs, in turn, then run the work. */
function databaseFailing(codes: string[]) {
  const calls = { count: 0 }
  const db = {
    transaction: async (work: (tx: Transaction) => Promise<unknown>) => {
      const code = codes[calls.count++]
      // As drizzle throws it: the driver's error (with its SQLSTATE) as the cause.
      if (code) throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) })
      return work({} as Transaction)
    },
  } as unknown as Database
  return { db, calls }
}

describe('a transaction PostgreSQL aborted', () => {
  it('is run again after a deadlock or a serialization failure, and answers what the run that went through answered', async () => {
    const { db, calls } = databaseFailing(['40P01', '40001'])
    expect(await transactionWithRetry(db, async () => 'applied once')).toBe('applied once')
    expect(calls.count).toBe(3)
  })

  it('is not run again for any other error', async () => {
    const { db, calls } = databaseFailing(['23505'])
    await expect(transactionWithRetry(db, async () => 'never')).rejects.toThrow('Failed query')
    expect(calls.count).toBe(1)
  })

  it('gives up after its attempts and throws the last error', async () => {
    const { db, calls } = databaseFailing(['40P01', '40P01', '40P01'])
    await expect(transactionWithRetry(db, async () => 'never', 3)).rejects.toThrow('Failed query')
    expect(calls.count).toBe(3)
  })
})
