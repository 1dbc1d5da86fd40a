import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations (`npm run db:generate`); they are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
