import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/**
 * The database's types, apart from the code that opens it (client.ts), so a module the opener
 * uses (notifications.ts) can name the database without importing its opener back.
 */
export type Schema = typeof schema
/** The drizzle database, whichever engine is behind it. Routes and services only see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction
