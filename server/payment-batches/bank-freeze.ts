import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { providerBankAccounts as accounts, providerPayments as payments } from '../db/schema'
import type { BankCipher } from '../finance/bank-cipher'
import { HttpError } from '../http/errors'

/**
 * Bank details frozen at approval (issue 22). Approving a batch copies, onto each of its live
 * payments, the provider's account as it is at that moment — the numbers as the bank cipher's
 * ciphertext, type, holder, the masked last four digits and a keyed fingerprint — and the ACH
 * file pays exactly those. A later change of the provider's account (a new fingerprint) shows on
 * the batch and its payments (`bank_account_changed`) and refuses the file until the batch is
 * approved again, which freezes the accounts anew.
 */

/*
 * Written with the tables' own names: drizzle leaves columns unqualified in a query of one table,
 * and inside these subqueries an unqualified "id" would name the subquery's row instead.
 */

/**
 * SQL, over a query holding provider_payments and payment_batches: the payment waits on an
 * approval whose account is no longer the provider's (or was never frozen).
 */
export const paymentAccountChanged = sql<boolean>`(provider_payments.status = 'pending' and payment_batches.status in ('approved', 'processing') and not exists (
  select 1 from provider_bank_accounts a where a.provider_id = provider_payments.provider_id and a.fingerprint = provider_payments.approved_fingerprint))`

/** SQL, over a query holding payment_batches: some payment of the batch is as `paymentAccountChanged` says. */
export const batchAccountChanged = sql<boolean>`(payment_batches.status in ('approved', 'processing') and exists (
  select 1 from provider_payments p where p.batch_id = payment_batches.id and p.status = 'pending' and not exists (
    select 1 from provider_bank_accounts a where a.provider_id = p.provider_id and a.fingerprint = p.approved_fingerprint)))`

/** The fingerprint of a stored account (decrypting it: only the approval and the file do). */
export function fingerprintOf(cipher: BankCipher, account: { routing_encrypted: string; account_encrypted: string; account_type: string }): string {
  return cipher.fingerprint({ routing: cipher.decrypt(account.routing_encrypted), account: cipher.decrypt(account.account_encrypted), accountType: account.account_type })
}

/**
 * At the approval, in its transaction: each live payment takes its provider's current account.
 * The accounts are read FOR SHARE, so a change racing the approval either comes first (and is
 * frozen) or waits for it (and then shows as changed). 409 missing_bank_account when a provider has none.
 */
export async function freezeAccounts(tx: Executor, cipher: BankCipher, batchId: number, at: Date): Promise<void> {
  const live = await tx
    .select({ id: payments.id, provider_id: payments.provider_id })
    .from(payments)
    .where(and(eq(payments.batch_id, batchId), ne(payments.status, 'cancelled')))
  const current = await tx
    .select({ payment_id: payments.id, account: accounts })
    .from(payments)
    .innerJoin(accounts, eq(accounts.provider_id, payments.provider_id))
    .where(and(eq(payments.batch_id, batchId), ne(payments.status, 'cancelled')))
    .for('share', { of: accounts })
  if (current.length !== live.length) throw new HttpError(409, 'missing_bank_account', 'Algún proveedor del lote no tiene cuenta bancaria.')
  for (const { payment_id, account } of current) {
    const fingerprint = account.fingerprint ?? fingerprintOf(cipher, account)
    // An account not written since migration 0025 gets its fingerprint now.
    if (account.fingerprint === null) await tx.update(accounts).set({ fingerprint }).where(eq(accounts.id, account.id))
    await tx
      .update(payments)
      .set({
        bank_account_id: account.id,
        bank_name: account.bank_name,
        account_type: account.account_type,
        account_last4: account.account_last4,
        routing_last4: account.routing_last4,
        approved_routing_encrypted: account.routing_encrypted,
        approved_account_encrypted: account.account_encrypted,
        approved_account_type: account.account_type,
        approved_account_holder: account.account_holder,
        approved_fingerprint: fingerprint,
        approved_at: at,
      })
      .where(eq(payments.id, payment_id))
  }
}
