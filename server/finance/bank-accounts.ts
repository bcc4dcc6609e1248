import { randomUUID } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { maskLastFour } from '../../src/domain/finance/aba'
import type { BankAccountAuditSearch, BankAccountInput, BankAccountPutInput, BankAccountSearch } from '../../src/domain/finance/schemas'
import type { BankAccount, BankAccountEvent } from '../../src/domain/finance/types'
import type { Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { bankAccountEvents, providerBankAccounts, providers, users } from '../db/schema'
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
  fingerprint: cipher.fingerprint({ routing: input.routing_number, account: input.account_number, accountType: input.account_type }),
})

/** Who changed a provider's bank details (issue 22). */
export interface BankChange {
  userId: number
  now: Date
}

type Masked = { bank_name: string; routing_last4: string; account_last4: string }

/** The change as an audit event: who, when, the old and new details (last four digits only). */
async function audit(tx: Executor, providerId: number, accountId: number, action: 'create' | 'update' | 'delete', change: BankChange, before: Masked | null, after: Masked | null) {
  await tx.insert(bankAccountEvents).values({
    provider_id: providerId,
    account_id: accountId,
    action,
    user_id: change.userId,
    at: change.now,
    old_bank_name: before?.bank_name ?? null,
    old_routing_last4: before?.routing_last4 ?? null,
    old_account_last4: before?.account_last4 ?? null,
    new_bank_name: after?.bank_name ?? null,
    new_routing_last4: after?.routing_last4 ?? null,
    new_account_last4: after?.account_last4 ?? null,
  })
}

/** The stored (masked) details of an account, for its audit event. */
async function maskedOf(tx: Executor, id: number): Promise<Masked & { provider_id: number }> {
  const [row] = await tx
    .select({ provider_id: providerBankAccounts.provider_id, bank_name: providerBankAccounts.bank_name, routing_last4: providerBankAccounts.routing_last4, account_last4: providerBankAccounts.account_last4 })
    .from(providerBankAccounts)
    .where(eq(providerBankAccounts.id, id))
  if (!row) throw notFound('La cuenta bancaria no existe.')
  return row
}

/** POST: the provider's own account (one per provider). */
export async function createAccount(tx: Executor, cipher: BankCipher, providerId: number, input: BankAccountInput, change: BankChange): Promise<number> {
  const values = numbers(cipher, input)
  const [row] = await tx
    .insert(providerBankAccounts)
    .values({ ...values, provider_id: providerId, hash: randomUUID(), updated_at: change.now })
    .onConflictDoNothing()
    .returning({ id: providerBankAccounts.id })
  if (!row) throw new HttpError(409, 'bank_account_exists', 'Ya tiene una cuenta bancaria; modifíquela en lugar de añadir otra.')
  await audit(tx, providerId, row.id, 'create', change, null, values)
  return row.id
}

export async function putAccount(tx: Executor, cipher: BankCipher, current: BankAccount, input: BankAccountPutInput, change: BankChange): Promise<void> {
  if (input.hash !== current.hash) throw staleVersion(current, 'La cuenta bancaria cambió desde que se abrió.')
  const before = await maskedOf(tx, current.id)
  const values = numbers(cipher, input)
  await tx
    .update(providerBankAccounts)
    .set({ ...values, hash: randomUUID(), updated_at: change.now })
    .where(eq(providerBankAccounts.id, current.id))
  await audit(tx, current.provider_id, current.id, 'update', change, before, values)
}

export async function deleteAccount(tx: Executor, id: number, change: BankChange): Promise<void> {
  const before = await maskedOf(tx, id)
  await tx.delete(providerBankAccounts).where(eq(providerBankAccounts.id, id))
  await audit(tx, before.provider_id, id, 'delete', change, before, null)
}

const mask = (last4: string | null) => (last4 === null ? null : maskLastFour(last4))

/**
 * GET /provider-bank-accounts/audit: the changes of bank details, newest first — a provider her
 * own (she is told of every change made under her account), finance staff any provider's.
 */
export async function pageAccountEvents(db: Executor, viewer: OfficeViewer, query: BankAccountAuditSearch): Promise<Page<BankAccountEvent>> {
  const where = and(
    isProviderViewer(viewer) ? eq(bankAccountEvents.provider_id, viewer.providerId!) : undefined,
    query.provider_id ? eq(bankAccountEvents.provider_id, query.provider_id) : undefined,
  )
  const { limit, offset } = limitOffset(query)
  const order = orderOf(query.sort, { at: bankAccountEvents.at }, [bankAccountEvents.id])
  const rows = db
    .select({ event: bankAccountEvents, user_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
    .from(bankAccountEvents)
    .innerJoin(users, eq(users.id, bankAccountEvents.user_id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const total = db.select({ total: countAll }).from(bankAccountEvents).where(where)
  const page = await pageOf(rows, total)
  return {
    items: page.items.map(({ event, user_name }) => ({
      id: event.id,
      provider_id: event.provider_id,
      account_id: event.account_id,
      action: event.action,
      user_id: event.user_id,
      user_name,
      at: event.at.toISOString(),
      old_bank_name: event.old_bank_name,
      old_routing_masked: mask(event.old_routing_last4),
      old_account_masked: mask(event.old_account_last4),
      new_bank_name: event.new_bank_name,
      new_routing_masked: mask(event.new_routing_last4),
      new_account_masked: mask(event.new_account_last4),
    })),
    total: page.total,
  }
}
