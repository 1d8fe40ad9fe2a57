import { defineConfig } from 'drizzle-kit';

// One schema and one migration set serve both PGlite and node-postgres; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
  breakpoints: true,
  strict: true,
});
