import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { lookupTable } from './lookup'
import { providers, specialties } from './organisation'
import { services } from './reference'
import { serviceDurations } from './service-sessions'
import { users } from './auth'

/**
 * The finance foundation (issue 15): rate templates, providers' service rates, purchasable items
 * and providers' bank accounts. Money is integer cents (src/domain/money).
 */

/** A rate sheet for one specialty and session length: one rate per service. */
export const serviceRateTemplates = pgTable(
  'service_rate_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    specialty_id: integer('specialty_id').notNull().references(() => specialties.id),
    duration_id: integer('duration_id').notNull().references(() => serviceDurations.id),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_rate_templates_name_idx').on(table.name, table.id), index('service_rate_templates_specialty_idx').on(table.specialty_id)],
)

export const serviceRateTemplateLines = pgTable(
  'service_rate_template_lines',
  {
    template_id: integer('template_id')
      .notNull()
      .references(() => serviceRateTemplates.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').notNull().references(() => services.id),
    rate_cents: integer('rate_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.template_id, table.service_id] }), check('service_rate_template_lines_rate_check', sql`${table.rate_cents} >= 0`)],
)

/**
 * What a provider is paid per session of a service and length, from one day to another. A row's
 * amount and start never change (a database trigger refuses it, see the migration): a new amount
 * is a new row and the old one is closed the day before, so a bill line priced at a rate keeps
 * pointing at the amount it was priced at. At most one open-ended rate per service and length.
 */
export const providerServiceRates = pgTable(
  'provider_service_rates',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id').notNull().references(() => providers.id),
    service_id: integer('service_id').notNull().references(() => services.id),
    duration_id: integer('duration_id').notNull().references(() => serviceDurations.id),
    rate_cents: integer('rate_cents').notNull(),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    /** Last day in force; null while open-ended. */
    effective_to: date('effective_to', { mode: 'string' }),
    /** The template it came from, when applied from one (kept after the template is deleted). */
    template_id: integer('template_id').references(() => serviceRateTemplates.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
  },
  (table) => [
    index('provider_service_rates_lookup_idx').on(table.provider_id, table.service_id, table.duration_id, table.effective_from),
    uniqueIndex('provider_service_rates_open_idx').on(table.provider_id, table.service_id, table.duration_id).where(sql`${table.effective_to} is null`),
    check('provider_service_rates_rate_check', sql`${table.rate_cents} >= 0`),
    check('provider_service_rates_dates_check', sql`${table.effective_to} is null or ${table.effective_to} >= ${table.effective_from}`),
  ],
)

export const purchasableItemTypes = lookupTable('purchasable_item_types')

/** Things a bill may carry besides sessions (materials, evaluations' tests…), in the office's order. */
export const purchasableItems = pgTable(
  'purchasable_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type_id: integer('type_id').notNull().references(() => purchasableItemTypes.id),
    price_cents: integer('price_cents').notNull(),
    /** 0, 1, 2…: dense, renumbered by every create, move and delete under a table lock. */
    sort_index: integer('sort_index').notNull(),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purchasable_items_sort_idx').on(table.sort_index, table.id), check('purchasable_items_price_check', sql`${table.price_cents} >= 0`)],
)

/**
 * Where a provider is paid (by ACH). Routing and account numbers are stored only as AES-256-GCM
 * ciphertext with their last four digits beside them (server/finance/bank-cipher.ts).
 */
export const providerBankAccounts = pgTable(
  'provider_bank_accounts',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id').notNull().references(() => providers.id),
    bank_name: text('bank_name').notNull(),
    account_holder: text('account_holder').notNull(),
    account_type: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    routing_encrypted: text('routing_encrypted').notNull(),
    routing_last4: text('routing_last4').notNull(),
    account_encrypted: text('account_encrypted').notNull(),
    account_last4: text('account_last4').notNull(),
    /**
     * A keyed digest (HMAC) of routing, account and type (server/finance/bank-cipher.ts): what a
     * payment approved for this account compares with (issue 22). Null only for an account not
     * written since migration 0025 and never approved for since; it is filled then.
     */
    fingerprint: text('fingerprint'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('provider_bank_accounts_provider_idx').on(table.provider_id)],
)

/**
 * Every change of a provider's bank details (issue 22): who, when, and the old and new details,
 * masked (last four digits only). The office lists them, and so does the provider, for her own.
 */
export const bankAccountEvents = pgTable(
  'bank_account_events',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The account changed (kept after it is deleted: no foreign key). */
    account_id: integer('account_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    old_bank_name: text('old_bank_name'),
    old_routing_last4: text('old_routing_last4'),
    old_account_last4: text('old_account_last4'),
    new_bank_name: text('new_bank_name'),
    new_routing_last4: text('new_routing_last4'),
    new_account_last4: text('new_account_last4'),
  },
  (table) => [
    index('bank_account_events_provider_idx').on(table.provider_id, table.at, table.id),
    check('bank_account_events_action_check', sql`${table.action} in ('create', 'update', 'delete')`),
  ],
)
