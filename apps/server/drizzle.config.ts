import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema.ts into migrations/ (npm run db:generate).
// Extensions and hand-written SQL go in custom migrations: drizzle-kit generate --custom.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
