import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /** How many times the ACH file was generated: the file ID modifier (A, B, …) of the next one. */
    ach_generations: integer('ach_generations').notNull().default(0),
    total_cents: integer('total_cents').notNull().default(0),
    payment_count: integer('payment_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_batches_status_idx').on(table.status, table.id),
    index('payment_batches_owner_idx').on(table.owner_id),
    check('payment_batches_status_check', sql`${table.status} in ('draft', 'submitted', 'rejected', 'approved', 'processing', 'processed')`),
    check('payment_batches_separation_check', sql`${table.approved_by} is null or ${table.submitted_by} is null or ${table.approved_by} <> ${table.submitted_by}`),
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
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    memo: text('memo'),
    /** The account it is paid into, and its masked snapshot (never a full number here). */
    bank_account_id: integer('bank_account_id').references(() => providerBankAccounts.id, { onDelete: 'set null' }),
    bank_name: text('bank_name'),
    account_type: text('account_type'),
    account_last4: text('account_last4'),
    routing_last4: text('routing_last4'),
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
    check('provider_payments_amount_check', sql`${table.amount_cents} > 0`),
  ],
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
