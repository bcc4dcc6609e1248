import { pgErrorCode } from '../http/pg-errors'
import type { Database, Transaction } from './client'

/** deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back; running it again is the cure. */
const RETRYABLE = new Set(['40P01', '40001'])

/**
 * A transaction that PostgreSQL may abort through no fault of its own — two requests taking the
 * same rows in opposite orders (the same mutation arriving in a batch and alone at once) — is run
 * again, a few times, after a short random pause. Everything it wrote was rolled back, so running
 * it again is safe; the second run usually finds the other's committed work (an idempotency key's
 * stored answer). Any other error is thrown at once.
 */
export async function transactionWithRetry<T>(db: Database, work: (tx: Transaction) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40))
    }
  }
}
