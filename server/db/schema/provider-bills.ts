import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { visitPeriods } from './billing'
import { purchasableItems } from './finance'
import { lookupTable } from './lookup'
import { providers } from './organisation'
import { services } from './reference'
import { serviceDurations, visits } from './service-sessions'

/**
 * Provider bills (spec §3 "Provider bill"): what the company owes a provider for one billing
 * period, built from the period's approved visits priced at the contract's rates, plus
 * purchasable items and adjustments. Amounts are integer cents; `total_cents` is always the sum
 * of the bill's lines (recomputed in the transaction that changes them). The status moves by the
 * bill workflow, every move recorded in `document_events`. Payments (provider_payments, with the
 * payment batches) point at approved bills.
 */

/** Reference data: kinds of adjustment line (GET /provider-bills/adjustment-types). */
export const billAdjustmentTypes = lookupTable('bill_adjustment_types')

export const providerBills = pgTable(
  'provider_bills',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    period_id: integer('period_id')
      .notNull()
      .references(() => visitPeriods.id),
    status: text('status').notNull().default('draft'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    comment: text('comment'),
    /** 64-bit cents (issue 22): never negative once submitted, never over the NACHA per-entry maximum. */
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Maker–checker (issue 22): who sent it for approval, and who approved it (never the maker nor the sender). */
    submitted_by: integer('submitted_by').references(() => users.id),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    // One live bill per provider and period; a cancelled one may be followed by a new one.
    uniqueIndex('provider_bills_provider_period_live_idx').on(table.provider_id, table.period_id).where(sql`${table.status} <> 'cancelled'`),
    index('provider_bills_status_idx').on(table.status, table.id),
    index('provider_bills_period_idx').on(table.period_id),
    check('provider_bills_status_check', sql`${table.status} in ('draft', 'submitted', 'approved', 'rejected', 'cancelled', 'paid')`),
    // A draft being edited may dip below zero; nothing sent, approved or paid may (issue 22).
    check(
      'provider_bills_total_check',
      sql`${table.total_cents} <= 9999999999 and (${table.total_cents} >= 0 or ${table.status} in ('draft', 'rejected', 'cancelled'))`,
    ),
    check(
      'provider_bills_maker_checker_check',
      sql`${table.approved_by} is null or (${table.approved_by} <> ${table.created_by} and ${table.approved_by} is distinct from ${table.submitted_by})`,
    ),
  ],
)

/**
 * A bill's lines. A visit line keeps the rate it was priced at (a snapshot), so a later rate
 * change never rewrites history. `live` is false once the bill is cancelled: a visit may sit on
 * one live line only (the partial unique index), so it is never paid twice.
 */
export const providerBillLines = pgTable(
  'provider_bill_lines',
  {
    id: serial('id').primaryKey(),
    bill_id: integer('bill_id')
      .notNull()
      .references(() => providerBills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    visit_id: uuid('visit_id').references(() => visits.id),
    service_id: integer('service_id').references(() => services.id),
    duration_id: integer('duration_id').references(() => serviceDurations.id),
    purchasable_item_id: integer('purchasable_item_id').references(() => purchasableItems.id),
    adjustment_type_id: integer('adjustment_type_id').references(() => billAdjustmentTypes.id),
    service_date: date('service_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    rate_cents: bigint('rate_cents', { mode: 'number' }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    live: boolean('live').notNull().default(true),
  },
  (table) => [
    index('provider_bill_lines_bill_idx').on(table.bill_id, table.id),
    uniqueIndex('provider_bill_lines_live_visit_idx').on(table.visit_id).where(sql`${table.live} and ${table.visit_id} is not null`),
    check('provider_bill_lines_kind_check', sql`${table.kind} in ('visit', 'item', 'adjustment')`),
    check('provider_bill_lines_visit_check', sql`(${table.kind} = 'visit') = (${table.visit_id} is not null)`),
    check('provider_bill_lines_amount_check', sql`${table.amount_cents} = ${table.quantity} * ${table.rate_cents}`),
    check('provider_bill_lines_range_check', sql`${table.amount_cents} between -9999999999 and 9999999999`),
  ],
)

/**
 * Visits the pre-bill scrubber's user excluded from billing, with the reason. A bill line for an
 * excluded visit is refused by the database (a trigger added with the bills).
 */
export const visitBillingExclusions = pgTable('visit_billing_exclusions', {
  visit_id: uuid('visit_id')
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  excluded_by: integer('excluded_by')
    .notNull()
    .references(() => users.id),
  excluded_at: timestamp('excluded_at', { withTimezone: true }).notNull().defaultNow(),
})
