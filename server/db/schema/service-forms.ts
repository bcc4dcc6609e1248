import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ServiceFormStatus } from '../../../src/domain/service-forms/schemas'
import { users } from './auth'
import { referrals } from './students'

/**
 * Service forms (spec §3 "Service form", §7 "Service forms", the public service-form calls): a
 * document about a student's service (a consent, a certificate of services received, …) that a
 * provider fills in and a guest — the parent or the school's contact — reads and signs through a
 * link, with no account. The links follow the plans' rules (server/plans/guest-links.ts): a random
 * uuid, an expiry, revocable, one live at a time. The signature keeps the SHA-256 of exactly the
 * content signed; a signed form is not changed any more.
 */

export const serviceFormTypes = pgTable('service_form_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  /** What the guest declares by signing, printed above the signature. */
  statement: text('statement').notNull(),
  sort_index: integer('sort_index').notNull().default(0),
})

export const serviceForms = pgTable(
  'service_forms',
  {
    id: serial('id').primaryKey(),
    /** Random v4 uuid: the form's identity in its content hash and certificate (links have their own). */
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    type_id: integer('type_id')
      .notNull()
      .references(() => serviceFormTypes.id),
    referral_id: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    form_date: date('form_date', { mode: 'string' }).notNull(),
    /** Who is expected to sign (e.g. the mother's name); the guest writes her own name when signing. */
    signer_hint: text('signer_hint'),
    details: text('details').notNull().default(''),
    status: text('status').$type<ServiceFormStatus>().notNull().default('draft'),
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    updated_by: integer('updated_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_forms_referral_idx').on(table.referral_id, table.id),
    index('service_forms_status_idx').on(table.status, table.id),
    check('service_forms_status_check', sql`${table.status} in ('draft', 'sent', 'signed')`),
  ],
)

export const serviceFormGuestLinks = pgTable(
  'service_form_guest_links',
  {
    id: serial('id').primaryKey(),
    /** Random v4 uuid from crypto: the whole secret of the link. */
    uuid: uuid('uuid').notNull().unique(),
    form_id: integer('form_id')
      .notNull()
      .references(() => serviceForms.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_form_guest_links_form_idx').on(table.form_id)],
)

/** The guest's signature: one per form, kept with the address, the time and the content hash. */
export const serviceFormSignatures = pgTable('service_form_signatures', {
  id: serial('id').primaryKey(),
  form_id: integer('form_id')
    .notNull()
    .unique()
    .references(() => serviceForms.id, { onDelete: 'cascade' }),
  guest_link_id: integer('guest_link_id')
    .notNull()
    .references(() => serviceFormGuestLinks.id),
  signer_name: text('signer_name').notNull(),
  signer_relationship: text('signer_relationship').notNull(),
  content_type: text('content_type').notNull(),
  /** The drawn signature's bytes, base64 (a few KB). */
  image_base64: text('image_base64').notNull(),
  signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
  client_address: text('client_address').notNull(),
  content_hash: text('content_hash').notNull(),
})
