import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { lookupTable } from './lookup'
import { disciplines, locationTypes, municipalities } from './reference'

/** Customers are the school districts (regions of the Department of Education) the company bills. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  short_name: text('short_name').notNull(),
  region: text('region').notNull(),
})

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type_id: integer('type_id').notNull().references(() => locationTypes.id),
    customer_id: integer('customer_id').references(() => customers.id),
    municipality_id: integer('municipality_id').notNull().references(() => municipalities.id),
    /** School code of the Department of Education, when the location is a school. */
    school_code: text('school_code'),
    address: text('address').notNull().default(''),
    phone: text('phone'),
    zip: text('zip'),
    /** The version: every write changes it; a write based on another one is refused (409). */
    hash: text('hash').notNull().default(sql`md5(random()::text)`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('locations_name_idx').on(table.name, table.id),
    index('locations_type_idx').on(table.type_id),
    index('locations_customer_idx').on(table.customer_id),
    index('locations_municipality_idx').on(table.municipality_id),
    index('locations_school_code_idx').on(table.school_code),
  ],
)

export const providerStatuses = lookupTable('provider_statuses')

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  /** The name the provider is known by in another system (spec §3). */
  external_name: text('external_name'),
  email: text('email').notNull(),
  phone: text('phone'),
  provider_status_id: integer('provider_status_id').notNull().references(() => providerStatuses.id),
  municipality_id: integer('municipality_id').references(() => municipalities.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A supervisor is a provider who supervises other providers' students (spec §6 "supervisor mode"). */
export const providerSupervisions = pgTable(
  'provider_supervisions',
  {
    supervisor_id: integer('supervisor_id').notNull().references(() => providers.id),
    provider_id: integer('provider_id').notNull().references(() => providers.id),
  },
  (table) => [primaryKey({ columns: [table.supervisor_id, table.provider_id] })],
)

export const specialties = pgTable('specialties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  discipline_id: integer('discipline_id').references(() => disciplines.id),
})

export const licenseTypes = lookupTable('license_types')
export const specialtyFeatures = lookupTable('specialty_features')

export const providerSpecialties = pgTable(
  'provider_specialties',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id').notNull().references(() => providers.id),
    specialty_id: integer('specialty_id').notNull().references(() => specialties.id),
    license_type_id: integer('license_type_id').notNull().references(() => licenseTypes.id),
    license_number: text('license_number').notNull(),
    license_expiration: date('license_expiration', { mode: 'string' }).notNull(),
    telehealth_license_number: text('telehealth_license_number'),
    telehealth_license_expiration: date('telehealth_license_expiration', { mode: 'string' }),
    start_year: integer('start_year'),
    insurance_expiration: date('insurance_expiration', { mode: 'string' }),
    confirmed_by_provider_at: date('confirmed_by_provider_at', { mode: 'string' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.provider_id, table.specialty_id)],
)

export const providerSpecialtyFeatures = pgTable(
  'provider_specialty_features',
  {
    provider_specialty_id: integer('provider_specialty_id')
      .notNull()
      .references(() => providerSpecialties.id, { onDelete: 'cascade' }),
    specialty_feature_id: integer('specialty_feature_id').notNull().references(() => specialtyFeatures.id),
    value: boolean('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider_specialty_id, table.specialty_feature_id] })],
)

/** Where a provider's specialty is offered (provider-specialty-locations CRUD). */
export const providerSpecialtyLocations = pgTable(
  'provider_specialty_locations',
  {
    id: serial('id').primaryKey(),
    provider_specialty_id: integer('provider_specialty_id')
      .notNull()
      .references(() => providerSpecialties.id, { onDelete: 'cascade' }),
    location_id: integer('location_id').notNull().references(() => locations.id),
  },
  (table) => [unique().on(table.provider_specialty_id, table.location_id), index('provider_specialty_locations_location_idx').on(table.location_id)],
)

/** School districts inside a customer (an educational region). */
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customer_id: integer('customer_id').notNull().references(() => customers.id),
  },
  (table) => [index('districts_customer_idx').on(table.customer_id)],
)
