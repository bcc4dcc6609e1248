import { randomUUID } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { maskLastFour } from '../../src/domain/finance/aba'
import type { BankAccountInput, BankAccountPutInput, BankAccountSearch } from '../../src/domain/finance/schemas'
import type { BankAccount } from '../../src/domain/finance/types'
import type { Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { providerBankAccounts, providers } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { countAll, limitOffset, orderOf, pageOf } from '../http/list'
import { staleVersion } from '../http/references'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'
import type { BankCipher } from './bank-cipher'

/**
 * Providers' bank accounts. Numbers go in encrypted with their last four digits beside them, and
 * come out only masked: no answer, list, error or log line carries a full number.
 */

const providerName = sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`

const columns = {
  id: providerBankAccounts.id,
  provider_id: providerBankAccounts.provider_id,
  provider_name: providerName,
  bank_name: providerBankAccounts.bank_name,
  account_holder: providerBankAccounts.account_holder,
  account_type: providerBankAccounts.account_type,
  routing_last4: providerBankAccounts.routing_last4,
  account_last4: providerBankAccounts.account_last4,
  hash: providerBankAccounts.hash,
  updated_at: providerBankAccounts.updated_at,
}

type Row = { routing_last4: string; account_last4: string; updated_at: Date } & Omit<BankAccount, 'routing_masked' | 'account_masked' | 'updated_at'>

function answer({ routing_last4, account_last4, updated_at, ...rest }: Row): BankAccount {
  return { ...rest, routing_masked: maskLastFour(routing_last4), account_masked: maskLastFour(account_last4), updated_at: updated_at.toISOString() }
}

/** A provider sees her own account only; finance staff (checked by the caller) all. */
const readable = (viewer: OfficeViewer): SQL | undefined => (isProviderViewer(viewer) ? eq(providerBankAccounts.provider_id, viewer.providerId!) : undefined)

const joined = (db: Executor) => db.select(columns).from(providerBankAccounts).innerJoin(providers, eq(providers.id, providerBankAccounts.provider_id))

export async function pageAccounts(db: Executor, viewer: OfficeViewer, query: BankAccountSearch): Promise<Page<BankAccount>> {
  const where = and(readable(viewer), query.provider_id ? eq(providerBankAccounts.provider_id, query.provider_id) : undefined)
  const { limit, offset } = limitOffset(query)
  const order = orderOf(query.sort, { provider: providerName, id: providerBankAccounts.id }, [providerBankAccounts.id])
  const rows = joined(db).where(where).orderBy(...order).limit(limit).offset(offset)
  const total = db.select({ total: countAll }).from(providerBankAccounts).where(where)
  const page = await pageOf(rows, total)
  return { items: page.items.map(answer), total: page.total }
}

export async function visibleAccount(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<BankAccount> {
  if (lock) await db.select({ id: providerBankAccounts.id }).from(providerBankAccounts).where(and(eq(providerBankAccounts.id, id), readable(viewer))).for('update')
  const [row] = await joined(db).where(and(eq(providerBankAccounts.id, id), readable(viewer)))
  if (!row) throw notFound('La cuenta bancaria no existe.')
  return answer(row)
}

const numbers = (cipher: BankCipher, input: BankAccountInput) => ({
  bank_name: input.bank_name,
  account_holder: input.account_holder,
  account_type: input.account_type,
  routing_encrypted: cipher.encrypt(input.routing_number),
  routing_last4: input.routing_number.slice(-4),
  account_encrypted: cipher.encrypt(input.account_number),
  account_last4: input.account_number.slice(-4),
})

/** POST: the provider's own account (one per provider). */
export async function createAccount(tx: Executor, cipher: BankCipher, providerId: number, input: BankAccountInput, now: Date): Promise<number> {
  const [row] = await tx
    .insert(providerBankAccounts)
    .values({ ...numbers(cipher, input), provider_id: providerId, hash: randomUUID(), updated_at: now })
    .onConflictDoNothing()
    .returning({ id: providerBankAccounts.id })
  if (!row) throw new HttpError(409, 'bank_account_exists', 'Ya tiene una cuenta bancaria; modifíquela en lugar de añadir otra.')
  return row.id
}

export async function putAccount(tx: Executor, cipher: BankCipher, current: BankAccount, input: BankAccountPutInput, now: Date): Promise<void> {
  if (input.hash !== current.hash) throw staleVersion(current, 'La cuenta bancaria cambió desde que se abrió.')
  await tx
    .update(providerBankAccounts)
    .set({ ...numbers(cipher, input), hash: randomUUID(), updated_at: now })
    .where(eq(providerBankAccounts.id, current.id))
}

export async function deleteAccount(tx: Executor, id: number): Promise<void> {
  await tx.delete(providerBankAccounts).where(eq(providerBankAccounts.id, id))
}
