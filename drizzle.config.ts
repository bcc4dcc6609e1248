import { defineConfig } from 'drizzle-kit'

// One schema, one set of SQL migrations, for both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
