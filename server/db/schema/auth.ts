import { boolean, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { customers, providers } from './organisation'

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-case; logins compare lower-case. */
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  /** Present for providers; a user with a provider_id is treated as a provider (spec §1). */
  provider_id: integer('provider_id').references(() => providers.id),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
})

/** A role held globally (customer_id null) or for one customer only (spec §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id),
    customer_id: integer('customer_id').references(() => customers.id),
  },
  (table) => [unique().on(table.user_id, table.role_id, table.customer_id).nullsNotDistinct()],
)

/**
 * One row per sign-in. Every refresh token of that sign-in belongs to it, so revoking the row
 * (logout, or reuse of a spent refresh token) ends the whole family, access tokens included.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
  },
  (table) => [index('login_sessions_user_idx').on(table.user_id)],
)

/** Refresh tokens are stored as SHA-256 hashes: a copy of the database cannot sign anyone in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.session_id)],
)

/** Failed sign-ins per key (account+address, address), shared by every server instance. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
})

/** Deployment-wide settings the instances share, such as the token signing secret. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
