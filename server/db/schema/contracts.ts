import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { attachments } from './attachments'
import { users } from './auth'
import { lookupTable } from './lookup'
import { providers } from './organisation'
import { services } from './reference'
import { serviceDurations } from './service-sessions'

/**
 * Provider contracts (spec §3 "Provider contract"). Finance prepares one per provider and
 * period; its status moves by the contract workflow (src/domain/workflows/contract-flow.ts),
 * every move recorded in `document_events`. A contract is never deleted: it ends voided or
 * cancelled.
 */

/** Reference data: kinds of contract (GET /provider-contracts/types). */
export const contractTypes = lookupTable('contract_types')
/** Reference data: kinds of contract document (GET /provider-contracts/document-types). */
export const contractDocumentTypes = lookupTable('contract_document_types')

export const providerContracts = pgTable(
  'provider_contracts',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    contract_type_id: integer('contract_type_id')
      .notNull()
      .references(() => contractTypes.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('draft'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_contracts_provider_idx').on(table.provider_id, table.start_date),
    index('provider_contracts_status_idx').on(table.status, table.id),
    index('provider_contracts_type_idx').on(table.contract_type_id),
    index('provider_contracts_updated_idx').on(table.updated_at, table.id),
    check('provider_contracts_dates_check', sql`${table.end_date} >= ${table.start_date}`),
    check('provider_contracts_status_check', sql`${table.status} in ('draft', 'submitted', 'returned', 'approved', 'voided', 'cancelled')`),
  ],
)

/**
 * The rates agreed in a contract: a snapshot, not a reference to provider_service_rates, so a
 * later rate change never rewrites what the provider signed.
 */
export const providerContractRates = pgTable(
  'provider_contract_rates',
  {
    id: serial('id').primaryKey(),
    contract_id: integer('contract_id')
      .notNull()
      .references(() => providerContracts.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    duration_id: integer('duration_id')
      .notNull()
      .references(() => serviceDurations.id),
    rate_cents: integer('rate_cents').notNull(),
  },
  (table) => [
    unique('provider_contract_rates_line_key').on(table.contract_id, table.service_id, table.duration_id),
    check('provider_contract_rates_rate_check', sql`${table.rate_cents} >= 0`),
  ],
)

/**
 * A contract's documents: each is one of its attachments (container `provider-contract`, through
 * the attachment machinery) with a document type and a `use_type` (to sign, signed, reference).
 */
export const providerContractDocuments = pgTable(
  'provider_contract_documents',
  {
    id: serial('id').primaryKey(),
    contract_id: integer('contract_id')
      .notNull()
      .references(() => providerContracts.id, { onDelete: 'cascade' }),
    attachment_id: integer('attachment_id')
      .notNull()
      .unique()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => contractDocumentTypes.id),
    use_type: text('use_type').notNull(),
  },
  (table) => [
    index('provider_contract_documents_contract_idx').on(table.contract_id),
    check('provider_contract_documents_use_type_check', sql`${table.use_type} in ('to-sign', 'signed', 'reference')`),
  ],
)
