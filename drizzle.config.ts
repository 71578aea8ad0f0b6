import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
