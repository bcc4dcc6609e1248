import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { providerBankAccounts } from './finance'
import { providers } from './organisation'
import { providerBills } from './provider-bills'

/**
 * Payment batches and provider payments (spec §3 "Payment batch", "Provider payment"; issue 15
 * items 1, 3, 4). A batch gathers approved bills, ONE payment per bill: the bill is the unit
 * finance approved, so a payment traces to exactly one approved amount and the bill's
 * `GET /provider-bills/{id}/payments` is exact (bills are one per provider and period, so a
 * period's batch holds one payment per provider anyway). Amounts are integer cents.
 *
 * Separation of duties is the database's too: the person who submitted a batch can never be
 * the one recorded as approving it (CHECK below), besides the workflow's 409.
 */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    notes: text('notes'),
    /** The day the bank should settle the credits (the ACH batch's effective entry date). */
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    /** The batch's owner (spec: userId), changed by change-owner. */
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    submitted_by: integer('submitted_by').references(() => users.id),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** Who holds it while processing (claim / unclaim). */
    claimed_by: integer('claimed_by').references(() => users.id),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    ach_generated_at: timestamp('ach_generated_at', { withTimezone: true }),
    ach_generated_by: integer('ach_generated_by').references(() => users.id),
    /** How many ACH files the batch has had (ach_files versions): the file ID modifier (A, B, …) of the next one. */
    ach_generations: integer('ach_generations').notNull().default(0),
    /**
     * The version (ach_files) of the file that pays this approval; null until it is generated,
     * and again after a new approval (issue 22: one ACH file per batch version).
     */
    ach_version: integer('ach_version'),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    payment_count: integer('payment_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_batches_status_idx').on(table.status, table.id),
    index('payment_batches_owner_idx').on(table.owner_id),
    check('payment_batches_status_check', sql`${table.status} in ('draft', 'submitted', 'rejected', 'approved', 'processing', 'processed')`),
    // Maker–checker (issue 22): neither the maker nor the sender is the approver.
    check(
      'payment_batches_separation_check',
      sql`${table.approved_by} is null or (${table.approved_by} <> ${table.created_by} and ${table.approved_by} is distinct from ${table.submitted_by})`,
    ),
    check('payment_batches_total_check', sql`${table.total_cents} >= 0 and ${table.payment_count} >= 0`),
  ],
)

export const providerPayments = pgTable(
  'provider_payments',
  {
    id: serial('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => paymentBatches.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    bill_id: integer('bill_id')
      .notNull()
      .references(() => providerBills.id),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    memo: text('memo'),
    /** The account it is paid into, and its masked snapshot (never a full number here). */
    bank_account_id: integer('bank_account_id').references(() => providerBankAccounts.id, { onDelete: 'set null' }),
    bank_name: text('bank_name'),
    account_type: text('account_type'),
    account_last4: text('account_last4'),
    routing_last4: text('routing_last4'),
    /**
     * The account the payment was APPROVED for (issue 22), frozen by the batch's approval: the
     * numbers as the bank cipher's ciphertext, and their keyed fingerprint. The ACH file pays
     * exactly these; when the provider's current account has another fingerprint, the file is
     * refused (409 bank_account_changed) until the batch is approved again.
     */
    approved_routing_encrypted: text('approved_routing_encrypted'),
    approved_account_encrypted: text('approved_account_encrypted'),
    approved_account_type: text('approved_account_type'),
    approved_account_holder: text('approved_account_holder'),
    approved_fingerprint: text('approved_fingerprint'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    /** The ACH trace number of its entry, set when the file is generated. */
    trace_number: text('trace_number'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_payments_batch_idx').on(table.batch_id, table.id),
    index('provider_payments_provider_idx').on(table.provider_id, table.id),
    // A bill is paid by one live payment only: a second batch cannot gather it again.
    uniqueIndex('provider_payments_live_bill_idx').on(table.bill_id).where(sql`${table.status} <> 'cancelled'`),
    check('provider_payments_status_check', sql`${table.status} in ('pending', 'paid', 'returned', 'cancelled')`),
    check('provider_payments_amount_check', sql`${table.amount_cents} > 0 and ${table.amount_cents} <= 9999999999`),
  ],
)

/**
 * The ACH files of a batch, one per version (issue 22): generating again answers the stored
 * file's bytes; a new version comes only from an explicit re-issue (with its reason) or from a
 * new approval. The unique (batch, version) index makes two servers racing on one batch store
 * one file. The text holds account numbers, so it is kept as the bank cipher's ciphertext.
 */
export const achFiles = pgTable(
  'ach_files',
  {
    id: serial('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => paymentBatches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    filename: text('filename').notNull(),
    content_encrypted: text('content_encrypted').notNull(),
    payment_count: integer('payment_count').notNull(),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Why it was issued again (null for the first file of an approval). */
    reason: text('reason'),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('ach_files_batch_version_idx').on(table.batch_id, table.version), check('ach_files_version_check', sql`${table.version} >= 1`)],
)

/** Payments made by the old system, imported once (read-only: GET /legacy/provider-payments). */
export const legacyProviderPayments = pgTable(
  'legacy_provider_payments',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    legacy_reference: text('legacy_reference').notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    period_label: text('period_label').notNull(),
    description: text('description').notNull().default(''),
    amount_cents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
  },
  (table) => [index('legacy_provider_payments_provider_idx').on(table.provider_id, table.paid_on)],
)
