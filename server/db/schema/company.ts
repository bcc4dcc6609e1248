import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** One deployment serves one company; the row with id 1 is it. */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  short_name: text('short_name').notNull(),
  /** Folder of the company's branding images (favicon, install icons, logos). */
  home_dir: text('home_dir').notNull(),
  colors: jsonb('colors').$type<{ primary: string; secondary: string }>().notNull(),
  compatibility_mode: boolean('compatibility_mode').notNull().default(false),
})

export const companyModules = pgTable('company_modules', {
  module_id: text('module_id').primaryKey(),
  name: text('name').notNull(),
})
